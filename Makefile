# protokol: see README.md. Every target works on a fresh machine with Go.
GO ?= go
BIN ?= bin/protokol

.PHONY: build test bench deps demo fuzz golden clean

build:
	$(GO) build -o $(BIN) ./cmd/protokol

# The same command as the README's Quick start and .ci/run.
test:
	$(GO) test ./...

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./...

# Checks the import edges of the package map.
deps:
	@./scripts/deps.sh

demo:
	$(GO) run ./cmd/protokol demo

# A minute of fuzzing for each target.
fuzz:
	@for t in $$($(GO) test -list 'Fuzz.*' ./... 2>/dev/null | grep '^Fuzz'); do \
		pkg=$$(grep -rl "func $$t(" --include='*_test.go' . | head -1 | xargs dirname); \
		echo "== $$pkg $$t"; $(GO) test -run '^$$' -fuzz "^$$t$$" -fuzztime 60s $$pkg || exit 1; \
	done

# Rewrites the golden files of every package that has some; review the diff.
golden:
	$(GO) test $$($(GO) list -f '{{.ImportPath}} {{join .TestImports " "}} {{join .XTestImports " "}}' ./... | grep internal/golden | cut -d' ' -f1) -update

clean:
	rm -rf bin results
