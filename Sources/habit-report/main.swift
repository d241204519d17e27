print("habit-report")
