# protokol: see README.md. Every target works on a fresh machine with Go.
GO ?= go
BIN ?= bin/protokol

.PHONY: build test test-all bench deps demo fuzz golden clean

build:
	$(GO) build -o $(BIN) ./cmd/protokol

# The same command as the README's Quick start: a couple of minutes, the
# slow checks in their fast forms (see internal/slow).
test:
	$(GO) test ./...

# Every check in full, as .ci/run runs them: PROTOKOL_SLOW=1 (tens of
# minutes on two cores).
test-all:
	PROTOKOL_SLOW=1 $(GO) test -timeout 30m ./...

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./...

# Checks the import edges of the package map.
deps:
	@./scripts/deps.sh

demo:
	$(GO) run ./cmd/protokol demo

# A minute of fuzzing for each target (FUZZTIME=5s for a short run). Each
# package is listed on its own, so that two packages may have targets of
# one name (bridge and csvtrav both have FuzzParseContract): every
# (package, target) pair runs once.
FUZZTIME ?= 60s
fuzz:
	@set -e; for dir in $$(grep -rl --include='*_test.go' '^func Fuzz' . | xargs -n1 dirname | sort -u); do \
		targets=$$($(GO) test -list '^Fuzz' $$dir) || { echo "$$targets"; exit 1; }; \
		for t in $$(echo "$$targets" | grep '^Fuzz'); do \
			echo "== $$dir $$t"; $(GO) test -run '^$$' -fuzz "^$$t$$" -fuzztime $(FUZZTIME) $$dir; \
		done; \
	done

# Rewrites the golden files of every package that has some; review the diff.
golden:
	$(GO) test $$($(GO) list -f '{{.ImportPath}} {{join .TestImports " "}} {{join .XTestImports " "}}' ./... | grep internal/golden | cut -d' ' -f1) -update

clean:
	rm -rf bin results
