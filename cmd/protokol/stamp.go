package main

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"sync"

	"github.com/urfave/cli/v3"

	"github.com/protokol-bridge/protokol/formats/session"
)

// A run's stamp is a digest of everything its output files are made from:
// this program (its executable), the flags that shape the output and every
// input file's name and bytes. The double-dummy tables follow from those
// (the deals are in the inputs, --dd among the flags). When the
// published generation carries the same stamp, the files would come out
// byte for byte the same, so nothing is rendered: a cron job that re-runs
// an unchanged session costs the reading and scoring only: it neither
// renders nor solves.

// exeDigest is the SHA-256 of the running executable, read once; "" when it
// cannot be read, and then no run is stamped (every run renders).
var exeDigest = sync.OnceValue(func() string {
	name, err := os.Executable()
	if err != nil {
		return ""
	}
	f, err := os.Open(name)
	if err != nil {
		return ""
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return ""
	}
	return hex.EncodeToString(h.Sum(nil))
})

// unstamped are the flags that change how a run behaves, not its files.
var unstamped = map[string]bool{"wait": true, "force": true, "replace-folder": true, "verbose": true, "quiet": true, "dd-cache": true, "help": true, "out": true}

// flagsText is the flags of cmd that shape the output, with their values,
// one per line in name order; --vp-scale FILE also gets vpDigest, the
// digest of the bytes the scale was read from. Names and decisions files
// are inputs and hashed with them.
func flagsText(cmd *cli.Command, vpDigest string) string {
	var names []string
	for _, f := range cmd.Flags {
		if n := f.Names()[0]; !unstamped[n] {
			names = append(names, n)
		}
	}
	slices.Sort(names)
	var b []byte
	for _, n := range names {
		v := fmt.Sprint(cmd.Value(n))
		b = append(b, n...)
		b = append(b, '=')
		b = strconv.AppendQuote(b, v)
		if n == "vp-scale" && vpDigest != "" {
			b = append(b, ' ')
			b = append(b, vpDigest...)
		}
		b = append(b, '\n')
	}
	return string(b)
}

// inputsDigest is the digest of the inputs: role, name and bytes of each,
// in order.
func inputsDigest(inputs []session.Input) string {
	h := sha256.New()
	for _, in := range inputs {
		fmt.Fprintf(h, "%d %q %d\n", in.Role, in.Name, len(in.Data))
		h.Write(in.Data)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// stampOf is the stamp of a run; "" (no stamp) when the executable cannot
// be read or the flags are not known.
func stampOf(cfg scoreConfig, res *scored) string {
	exe := exeDigest()
	if exe == "" || cfg.flags == "" || res.inputs == "" {
		return ""
	}
	h := sha256.New()
	fmt.Fprintf(h, "protokol %s\n%s\ninputs %s\n", exe, cfg.flags, res.inputs)
	return hex.EncodeToString(h.Sum(nil))
}
