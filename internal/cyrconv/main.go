// Command cyrconv converts standard input to standard output with
// charset.Convert. It exists for scripts/bench-convert.sh, which times it
// against iconv; `protokol convert` is the command for users.
//
//	cyrconv -f ibm866 -t utf-8 [-lossy] [-eol lf|crlf] < in > out
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"

	"github.com/protokol-bridge/protokol/charset"
)

func main() {
	from := flag.String("f", "", "`ENCODING` of the input")
	to := flag.String("t", "", "`ENCODING` to write")
	lossy := flag.Bool("lossy", false, "replace characters the target lacks")
	eol := flag.String("eol", "", "rewrite line ends: lf or crlf")
	flag.Parse()
	if err := run(*from, *to, charset.Options{Lossy: *lossy, EOL: *eol}); err != nil {
		fmt.Fprintln(os.Stderr, "cyrconv:", err)
		os.Exit(1)
	}
}

func run(from, to string, opt charset.Options) error {
	f, err := charset.Lookup(from)
	if err != nil {
		return fmt.Errorf("-f: %w", err)
	}
	t, err := charset.Lookup(to)
	if err != nil {
		return fmt.Errorf("-t: %w", err)
	}
	_, err = charset.Convert(os.Stdout, os.Stdin, f, t, opt)
	var um *charset.Unmappable
	var ud *charset.Undecodable
	switch {
	case errors.As(err, &um):
		return fmt.Errorf("%d:%d: %w", um.Line, um.Col, err)
	case errors.As(err, &ud):
		return fmt.Errorf("%d:%d: %w", ud.Line, ud.Col, err)
	}
	return err
}
