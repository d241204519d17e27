# habit-report from a fresh machine in two commands:
#   make site    builds the example site into site/
#   make test    runs every test (unit, end-to-end, the JSON Schema check)
# Each first installs the Debian packages that are missing (the list is in
# Scripts/ensure-packages), and is quick when everything is present.
#   make install PREFIX=/usr/local    the release binary, man page, completions
#   make uninstall PREFIX=/usr/local
#   make docs    regenerate habit-report.1 and the README's command block

SWIFT ?= swift
PREFIX ?= /usr/local
DESTDIR ?=
# The binary `make install` copies; empty builds the release one.
BINARY ?=

root := $(DESTDIR)$(PREFIX)
bindir := $(root)/bin
mandir := $(root)/share/man/man1
bashdir := $(root)/share/bash-completion/completions
zshdir := $(root)/share/zsh/site-functions
fishdir := $(root)/share/fish/vendor_completions.d

.PHONY: site test install uninstall docs

site:
	@Scripts/ensure-packages build
	$(SWIFT) run habit-report build --input examples/store.sqlite --today 2026-11-29

test:
	@Scripts/ensure-packages build test
	@Scripts/check-schemas --setup >/dev/null
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	Scripts/check-schemas

install:
	@set -e; binary="$(BINARY)"; \
	if [ -z "$$binary" ]; then \
	  Scripts/ensure-packages build; \
	  $(SWIFT) build -c release --product habit-report; \
	  binary="$$($(SWIFT) build -c release --show-bin-path)/habit-report"; \
	fi; \
	install -d "$(bindir)" "$(mandir)" "$(bashdir)" "$(zshdir)" "$(fishdir)"; \
	install -m 755 "$$binary" "$(bindir)/habit-report"; \
	install -m 644 habit-report.1 "$(mandir)/habit-report.1"; \
	"$(bindir)/habit-report" completions bash >"$(bashdir)/habit-report"; \
	"$(bindir)/habit-report" completions zsh >"$(zshdir)/_habit-report"; \
	"$(bindir)/habit-report" completions fish >"$(fishdir)/habit-report.fish"; \
	echo "Installed habit-report, its man page and completions under $(root)"

uninstall:
	rm -f "$(bindir)/habit-report" "$(mandir)/habit-report.1" "$(bashdir)/habit-report" \
	  "$(zshdir)/_habit-report" "$(fishdir)/habit-report.fish"

docs:
	$(SWIFT) build --product habit-report
	Scripts/update-docs "$$($(SWIFT) build --show-bin-path)/habit-report"
