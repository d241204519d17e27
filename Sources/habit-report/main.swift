import Foundation

exit(HabitReportTool.main(Array(CommandLine.arguments.dropFirst())))
