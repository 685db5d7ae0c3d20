package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/urfave/cli/v3"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
	"github.com/protokol-bridge/protokol/formats/cyrillic"
	pub "github.com/protokol-bridge/protokol/publish"
)

// convertConfig is the configuration of `protokol convert`.
type convertConfig struct {
	paths   []string
	from    *cyrillic.Encoding // nil: detect each file
	to      *cyrillic.Encoding
	out     string // output folder; "" with inPlace false: standard output
	inPlace bool
	backup  string // suffix of the backup of a file replaced in place; "" for none
	opt     cyrillic.Options
	// allOrNothing keeps a run of several files into --out all or nothing,
	// as a run in place and a single file always are.
	allOrNothing bool
	verbose      bool
	quiet        bool
}

// perFile tells whether each file of the run stands on its own: several
// files or a folder into --out, unless --all-or-nothing. walked is the
// folders the run walks.
func (c convertConfig) perFile(walked []string) bool {
	return c.out != "" && !c.allOrNothing && (len(walked) > 0 || len(c.paths) > 1)
}

// command names what a run does to a file, to tell whether two runs are
// the same command (the backup's name does not change a file).
func (c convertConfig) command() string {
	from := "auto"
	if c.from != nil {
		from = c.from.Name
	}
	return fmt.Sprintf("from=%s to=%s eol=%s lossy=%t", from, c.to.Name, c.opt.EOL, c.opt.Lossy)
}

func convertCommand() *cli.Command {
	return &cli.Command{
		Name:      "convert",
		Usage:     "re-encode files or whole folders (KOI8-R, CP866, Windows-1251, UTF-8, ...)",
		ArgsUsage: "FILE|FOLDER...",
		Description: `Converts text files from one encoding to another without losing a character.
By default a character the target cannot hold stops the conversion with its
position (file:line:col: U+2660 '♠' has no koi8-r byte) and that file is
not written (see below for the others); --lossy replaces such characters
with close ones (– becomes -, « and » become ") and lists every change.
Line ends are kept unless --eol says otherwise. A charset declaration in
the first lines of a PBN or HTML file (charset=...) is rewritten to name
the new encoding. Box-drawing characters of CP866 and KOI8-R survive.
Binary files are refused (skipped with a notice inside folders).

One file without --out or --in-place is written to standard output. Folders
are converted recursively into --out (keeping their layout) or in place;
symbolic links inside them are skipped with a notice. UTF-16 files (with a
byte-order mark, as Notepad and Excel write them) are read; UTF-16 is not
written.

A folder, or several files, into --out: each file stands on its own. A file
whose encoding cannot be told with confidence is refused by name, with the
two likeliest encodings; it and a file that fails otherwise (a character the
target lacks) get nothing written, and the others are converted. One line at
the end sums up (files per encoding, unchanged, refused, failed, skipped;
-q leaves it out, -v lists every file), and the exit code is 3 when a file
was refused or failed. Convert a refused file again by name with --from and
the --out its message gives. --all-or-nothing writes nothing at all when
any file fails, as one file given by name, and --in-place, always do.

In place, each file is replaced atomically, and the run is all or nothing:
a run that was killed is undone by the next run over the same files, so the
same command can simply be run again. A file the conversion would not change
is left as it is. A link given by name stays a link: the file it points to
is converted. --backup SUFFIX keeps the original beside the file (never
replacing a backup that is there already).

Examples:
   protokol convert --to utf-8 old/round1.pbn > round1.pbn
   protokol convert --from ibm866 --to utf-8 --out archive-utf8 archive/
   protokol convert --to utf-8 --out new old/
   protokol convert --to koi8-r --lossy --out site-koi8 results/results.txt
   protokol convert --from windows-1251 --to utf-8 --in-place --backup .orig *.csv`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "from", Value: "auto", Usage: "`ENCODING` of the input (utf-16le and utf-16be too), or auto to detect it per file"},
			&cli.StringFlag{Name: "to", Usage: "`ENCODING` to write (" + strings.Join(cyrillic.Names(), ", ") + ")"},
			&cli.StringFlag{Name: "out", Aliases: []string{"o"}, Usage: "output `DIR`"},
			&cli.BoolFlag{Name: "in-place", Usage: "replace the files themselves"},
			&cli.StringFlag{Name: "backup", Usage: "with --in-place, keep the original as FILE`SUFFIX`"},
			&cli.StringFlag{Name: "eol", Usage: "rewrite line ends: lf or crlf (default: keep them)"},
			&cli.BoolFlag{Name: "lossy", Usage: "replace characters the target lacks, and list them"},
			&cli.BoolFlag{Name: "all-or-nothing", Usage: "with --out and several files, write none when any file is refused or fails"},
			&cli.BoolFlag{Name: "verbose", Aliases: []string{"v"}, Usage: "say which encoding each file was read in"},
			&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "print only errors (and the files refused)"},
		},
		Action: func(ctx context.Context, cmd *cli.Command) error {
			cfg, err := readConvertConfig(cmd)
			if err != nil {
				return err
			}
			return runConvert(ctx, cfg, cmd.Root().Writer, cmd.Root().ErrWriter)
		},
	}
}

func readConvertConfig(cmd *cli.Command) (convertConfig, error) {
	cfg := convertConfig{paths: cmd.Args().Slice(), out: cmd.String("out"), inPlace: cmd.Bool("in-place"),
		backup: cmd.String("backup"), allOrNothing: cmd.Bool("all-or-nothing"), verbose: cmd.Bool("verbose"), quiet: cmd.Bool("quiet")}
	cfg.opt.Lossy = cmd.Bool("lossy")
	if len(cfg.paths) == 0 {
		return cfg, usagef("no files (want the files or folders to convert)")
	}
	if cmd.String("to") == "" {
		return cfg, usagef("--to: no target encoding (want one of %s)", strings.Join(cyrillic.Names(), ", "))
	}
	var err error
	if cfg.to, err = cyrillic.Lookup(cmd.String("to")); err != nil {
		return cfg, usagef("--to: %v", err)
	}
	if cfg.to.ReadOnly {
		return cfg, usagef("--to %s: UTF-16 is read, not written (want one of %s)", cmd.String("to"), strings.Join(cyrillic.Names(), ", "))
	}
	if f := cmd.String("from"); f != "auto" && f != "" {
		if cfg.from, err = cyrillic.Lookup(f); err != nil {
			return cfg, usagef("--from: %v", err)
		}
	}
	switch e := strings.ToLower(cmd.String("eol")); e {
	case "", "lf", "crlf":
		cfg.opt.EOL = e
	default:
		return cfg, usagef("--eol %q: want lf or crlf", cmd.String("eol"))
	}
	switch {
	case cfg.inPlace && cfg.out != "":
		return cfg, usagef("--in-place and --out: choose one")
	case cfg.backup != "" && !cfg.inPlace:
		return cfg, usagef("--backup works with --in-place only")
	case strings.ContainsAny(cfg.backup, `/\`):
		return cfg, usagef("--backup %q: a suffix such as .orig, not a path", cfg.backup)
	}
	return cfg, nil
}

// maxListedChanges is how many replacements of one file --lossy lists one
// by one.
const maxListedChanges = 100

// convertJob is one file to convert.
type convertJob struct {
	src     string // the input file, as given or found
	dst     string // where the result goes ("" for standard output); in place, the file itself, links resolved
	inTree  bool   // found by walking a folder (binary files are skipped, not refused)
	n       int    // its number in the run, which names its temporary files
	tmp     string // the finished conversion, waiting to be moved into place
	old     string // SHA-256 (hex) of the original, as converted
	sum     string // SHA-256 (hex) of the conversion
	read    string // the encoding it was read in ("ascii" for ASCII found so), for the summary
	refused bool   // its encoding could not be told
}

func runConvert(_ context.Context, cfg convertConfig, stdout, stderr io.Writer) error {
	jobs, walked, notices, err := convertJobs(cfg)
	if err != nil {
		return err
	}
	r := newConvertRun(cfg, stderr)
	r.perFile = cfg.perFile(walked)
	defer r.end()
	// What killed runs left where this one writes goes first: an interrupted
	// in-place run is undone, so its files are converted from their
	// originals now, and the files of one that was done are left as they
	// are when this run is the same command.
	swept := false
	for _, dir := range r.folders(jobs, walked) {
		some, err := r.sweep(dir)
		if err != nil {
			return err
		}
		swept = swept || some
	}
	if swept {
		if jobs, _, notices, err = convertJobs(cfg); err != nil {
			return err
		}
		jobs = r.skipDone(jobs)
	}
	if !cfg.quiet {
		for _, n := range notices {
			fmt.Fprintln(stderr, n)
		}
	}
	if r.perFile {
		return r.convertEach(jobs, len(notices))
	}
	var errs bridge.Errors
	var done []*convertJob
	for _, j := range jobs {
		skip, err := r.convertOne(j)
		switch {
		case err != nil:
			errs = append(errs, bridge.AsErrors(err)...)
			if bridge.AsErrors(err) == nil {
				r.discard(done)
				return err
			}
		case !skip:
			done = append(done, j)
		}
	}
	if len(errs) > 0 {
		r.discard(done)
		return errs
	}
	// Everything converted: now move the results into place.
	switch {
	case cfg.inPlace:
		// A file the conversion leaves as it is stays untouched, without a
		// backup (such as a file converted already).
		changed := done[:0]
		for _, j := range done {
			if j.sum == j.old {
				os.Remove(j.tmp)
				continue
			}
			changed = append(changed, j)
		}
		if err := checkBackups(cfg, changed); err != nil {
			r.discard(changed)
			return err
		}
		return r.commitInPlace(changed)
	case cfg.out != "":
		return r.commitOut(done)
	}
	for _, j := range done {
		f, err := os.Open(j.tmp)
		if err == nil {
			_, err = io.Copy(stdout, f)
			f.Close()
		}
		os.Remove(j.tmp)
		if err != nil {
			return err
		}
	}
	return nil
}

// convertFailed is the error of a run in which each file stood on its own
// and some were refused or failed; their problems were printed already.
type convertFailed struct{ refused, failed int }

func (e convertFailed) Error() string {
	return fmt.Sprintf("%d files refused, %d failed", e.refused, e.failed)
}

// convertEach converts the files one by one into --out, each on its own:
// a file that is refused or fails is named with its problem, gets nothing
// written, and the others go on. An error of the system (a folder that
// cannot be written) stops the run; the files written until then stay,
// each whole.
func (r *convertRun) convertEach(jobs []*convertJob, links int) error {
	sum := convertSummary{files: len(jobs) + links, links: links, read: map[string]int{}}
	var dirs []string
	defer r.discard(nil) // the folders made for files that failed, when empty
	for i, j := range jobs {
		skip, err := r.convertOne(j)
		switch {
		case err != nil && bridge.AsErrors(err) == nil:
			return err
		case err != nil:
			printProblems(r.stderr, bridge.AsErrors(err), r.cfg.verbose)
			if j.refused {
				sum.refused++
			} else {
				sum.failed++
			}
			continue
		case skip:
			sum.binary++
			continue
		}
		if err := r.at("out " + strconv.Itoa(i)); err != nil {
			return err
		}
		if err := os.Rename(j.tmp, j.dst); err != nil {
			os.Remove(j.tmp)
			return fmt.Errorf("cannot write %s: %w", j.dst, err)
		}
		if d := filepath.Dir(j.dst); !slices.Contains(dirs, d) {
			dirs = append(dirs, d)
		}
		if j.sum == j.old {
			sum.unchanged++
		} else {
			sum.read[j.read]++
		}
	}
	if err := syncDirs(dirs...); err != nil {
		return err
	}
	if !r.cfg.quiet {
		fmt.Fprintln(r.stderr, sum.line(r.cfg.out))
	}
	if sum.refused+sum.failed > 0 {
		return convertFailed{refused: sum.refused, failed: sum.failed}
	}
	return nil
}

// convertSummary counts what a run did with each file.
type convertSummary struct {
	files                                     int            // found: converted or not, links too
	read                                      map[string]int // files converted, by the encoding they were read in
	unchanged, refused, failed, binary, links int
}

// line is the summary: "wrote 27 of 31 files into new: 24 converted (10
// windows-1251, 8 koi8-r, 6 ibm866), 3 unchanged; 2 refused, 1 failed, 1
// skipped as binary, 1 link skipped".
func (s convertSummary) line(out string) string {
	converted := 0
	var names []string
	for name, n := range s.read {
		converted += n
		names = append(names, name)
	}
	// The commonest first.
	slices.SortFunc(names, func(a, b string) int {
		if s.read[a] != s.read[b] {
			return s.read[b] - s.read[a]
		}
		return strings.Compare(a, b)
	})
	line := fmt.Sprintf("wrote %d of %s into %s", converted+s.unchanged, plural(s.files, "file", "files"), pub.ShowPath(out))
	var wrote, not []string
	if converted > 0 {
		var by []string
		for _, name := range names {
			by = append(by, fmt.Sprintf("%d %s", s.read[name], name))
		}
		wrote = append(wrote, fmt.Sprintf("%d converted (%s)", converted, strings.Join(by, ", ")))
	}
	if s.unchanged > 0 {
		wrote = append(wrote, fmt.Sprintf("%d unchanged", s.unchanged))
	}
	if s.refused > 0 {
		not = append(not, fmt.Sprintf("%d refused", s.refused))
	}
	if s.failed > 0 {
		not = append(not, fmt.Sprintf("%d failed", s.failed))
	}
	if s.binary > 0 {
		not = append(not, fmt.Sprintf("%d skipped as binary", s.binary))
	}
	if s.links > 0 {
		not = append(not, plural(s.links, "link", "links")+" skipped")
	}
	if len(wrote) > 0 {
		line += ": " + strings.Join(wrote, ", ")
	}
	if len(not) > 0 {
		line += "; " + strings.Join(not, ", ")
	}
	return line
}

// plural is "1 file" or "3 files".
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// convertJobs lists the files to convert and where each goes, and the
// folders walked. Symbolic links met in a folder are skipped with a notice;
// a link given by name is followed, and in place its target is replaced.
func convertJobs(cfg convertConfig) (jobs []*convertJob, walked, notices []string, err error) {
	for _, p := range cfg.paths {
		info, err := os.Stat(p)
		if err != nil {
			_, rerr := readFile(p) // the same message as every other command
			if rerr == nil {
				rerr = err
			}
			return nil, nil, nil, rerr
		}
		if !info.IsDir() {
			j := &convertJob{src: p}
			switch {
			case cfg.inPlace:
				// The file a link points to is replaced, beside itself, and
				// the link stays.
				if j.dst, err = filepath.EvalSymlinks(p); err != nil {
					return nil, nil, nil, fmt.Errorf("cannot follow %s: %w", p, err)
				}
			case cfg.out != "":
				j.dst = filepath.Join(cfg.out, filepath.Base(p))
			}
			jobs = append(jobs, j)
			continue
		}
		if !cfg.inPlace && cfg.out == "" {
			return nil, nil, nil, usagef("%s is a folder: give --out DIR or --in-place", p)
		}
		// A folder given through a link is walked where it is; its files
		// keep the names under the link.
		root, err := filepath.EvalSymlinks(p)
		if err != nil {
			return nil, nil, nil, fmt.Errorf("cannot follow %s: %w", p, err)
		}
		err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			rel, err := filepath.Rel(root, path)
			if err != nil {
				return err
			}
			name := filepath.Join(p, rel)
			if d.IsDir() {
				if path != root && strings.HasPrefix(d.Name(), ".") {
					return filepath.SkipDir
				}
				walked = append(walked, path)
				return nil
			}
			if strings.HasPrefix(d.Name(), ".") {
				return nil
			}
			if cfg.backup != "" && strings.HasSuffix(d.Name(), cfg.backup) {
				if _, err := os.Lstat(strings.TrimSuffix(path, cfg.backup)); err == nil {
					return nil // a backup of a file beside it, which an earlier run kept
				}
			}
			if d.Type()&fs.ModeSymlink != 0 {
				notices = append(notices, name+": skipped: a symbolic link (give it by name to convert the file it points to)")
				return nil
			}
			if !d.Type().IsRegular() {
				return nil
			}
			j := &convertJob{src: name, dst: path, inTree: true}
			if cfg.out != "" {
				j.dst = filepath.Join(cfg.out, filepath.Base(filepath.Clean(p)), rel)
			}
			jobs = append(jobs, j)
			return nil
		})
		if err != nil {
			return nil, nil, nil, fmt.Errorf("cannot read the folder %s: %w", p, err)
		}
	}
	if len(jobs) > 1 && !cfg.inPlace && cfg.out == "" {
		return nil, nil, nil, usagef("%d files: give --out DIR or --in-place (standard output takes one file)", len(jobs))
	}
	seen := map[string]string{}
	for i, j := range jobs {
		j.n = i + 1
		if j.dst == "" {
			continue
		}
		abs, _ := filepath.Abs(j.dst)
		if prev, ok := seen[abs]; ok {
			return nil, nil, nil, usagef("%s and %s would both be written to %s", prev, j.src, j.dst)
		}
		seen[abs] = j.src
		if !cfg.inPlace {
			src, _ := filepath.Abs(j.src)
			if real, err := filepath.EvalSymlinks(j.src); err == nil {
				src, _ = filepath.Abs(real)
			}
			if src == abs {
				return nil, nil, nil, usagef("%s would overwrite itself: use --in-place, or another --out", j.src)
			}
		}
	}
	return jobs, walked, notices, nil
}

// checkBackups refuses to start when a backup name is taken: a backup
// there already may be the only copy of an original.
func checkBackups(cfg convertConfig, jobs []*convertJob) error {
	if cfg.backup == "" {
		return nil
	}
	for _, j := range jobs {
		bak := j.dst + cfg.backup
		if _, err := os.Lstat(bak); err == nil {
			return usagef("%s: the backup %s is there already; not replacing it (remove it, or choose another --backup)", j.src, bridge.Quote(bak))
		}
	}
	return nil
}

// convertOne converts one file into a temporary file beside its
// destination. skip is true for a binary file met inside a folder.
func (r *convertRun) convertOne(j *convertJob) (skip bool, err error) {
	cfg, stderr := r.cfg, r.stderr
	f, err := os.Open(j.src)
	if err != nil {
		_, rerr := readFile(j.src)
		return false, rerr
	}
	defer f.Close()
	// One buffer for the heads of all the files: they are converted one
	// after the other.
	if r.head == nil {
		r.head = make([]byte, cyrillic.DetectHead)
	}
	head := r.head
	n, err := io.ReadFull(f, head)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
		return false, &bridge.Error{Pos: bridge.Pos{File: j.src}, Err: fmt.Errorf("cannot read: %v", err)}
	}
	head = head[:n]
	if line, col, bin := formats.BinaryAtIn(head, cfg.from); bin {
		if j.inTree {
			if !cfg.quiet {
				fmt.Fprintf(stderr, "%s: skipped: binary data, not a text file\n", j.src)
			}
			return true, nil
		}
		return false, &bridge.Error{Pos: bridge.Pos{File: j.src, Line: line, Col: col}, Err: fmt.Errorf("%w (want a text file)", formats.ErrBinary)}
	}
	from := cfg.from
	j.read = ""
	if from != nil {
		j.read = from.Name
	} else {
		d := cyrillic.Detect(head)
		if d.Confidence < cyrillic.Threshold {
			msg := fmt.Sprintf("cannot tell the encoding: %s at best, with confidence %.2f", d.Encoding.Name, d.Confidence)
			if d.RunnerUp != nil {
				msg += ", or " + d.RunnerUp.Name
			}
			hint := "give --from"
			if r.perFile {
				hint = "convert it alone with --from ENCODING --out " + pub.ShowPath(filepath.Dir(j.dst))
			}
			j.refused = true
			return false, &bridge.Error{Pos: bridge.Pos{File: j.src}, Err: fmt.Errorf("%w: %s (%s)", formats.ErrEncoding, msg, hint)}
		}
		from = d.Encoding
		if j.read = from.Name; d.How == "ascii" {
			j.read = "ascii"
		}
	}
	if cfg.verbose {
		fmt.Fprintf(stderr, "%s: %s -> %s\n", j.src, from.Name, cfg.to.Name)
	}
	dir := os.TempDir()
	if j.dst != "" {
		dir = filepath.Dir(j.dst)
		if err := r.mkdirAll(dir); err != nil {
			return false, fmt.Errorf("cannot create %s: %w", dir, err)
		}
	}
	tmp, err := r.create(dir, j.n)
	if err != nil {
		return false, fmt.Errorf("cannot write in %s: %w", dir, err)
	}
	j.tmp = tmp.Name()
	// The head read for detection, then the rest: no seek, so that a pipe
	// converts too.
	var src io.Reader = io.MultiReader(bytes.NewReader(head), f)
	var w io.Writer = tmp
	// In place, the journal names both contents, so that a later run can
	// tell which one a file holds after a kill (see commitInPlace); both
	// also tell a file the conversion leaves as it is.
	oldSum, newSum := sha256.New(), sha256.New()
	src = io.TeeReader(src, oldSum)
	w = io.MultiWriter(tmp, newSum)
	decl := cyrillic.NewDeclarationWriter(w, cfg.to)
	// Changes are listed as they come, so memory stays constant however
	// many there are; past the first hundred of a file they are counted.
	opt := cfg.opt
	changes := 0
	opt.OnChange = func(c cyrillic.Change) {
		changes++
		if !cfg.quiet && changes <= maxListedChanges {
			fmt.Fprintf(stderr, "%s:%d:%d: U+%04X %q replaced by %q\n", j.src, c.Line, c.Col, c.From, string(c.From), c.To)
		}
	}
	_, cerr := cyrillic.Convert(decl, src, from, cfg.to, opt)
	if cerr == nil {
		cerr = decl.Close()
	}
	if cerr == nil && j.dst != "" {
		cerr = tmp.Sync()
	}
	if err := tmp.Close(); cerr == nil {
		cerr = err
	}
	if cerr == nil && j.dst != "" {
		mode := fs.FileMode(0o644)
		if info, err := os.Stat(j.src); err == nil {
			mode = info.Mode().Perm()
		}
		cerr = os.Chmod(j.tmp, mode)
	}
	if cerr != nil {
		os.Remove(j.tmp)
		j.tmp = ""
		return false, positioned(j.src, cerr)
	}
	j.old, j.sum = hex.EncodeToString(oldSum.Sum(nil)), hex.EncodeToString(newSum.Sum(nil))
	if cfg.verbose && decl.Rewritten > 0 {
		fmt.Fprintf(stderr, "%s: charset declaration rewritten as %s\n", j.src, cfg.to.Name)
	}
	if !cfg.quiet && changes > maxListedChanges {
		fmt.Fprintf(stderr, "%s: and %d more characters replaced (%d in all)\n", j.src, changes-maxListedChanges, changes)
	}
	return false, nil
}

// positioned turns a conversion error into a positioned input error.
func positioned(file string, err error) error {
	var um *cyrillic.Unmappable
	var ud *cyrillic.Undecodable
	switch {
	case errors.As(err, &um):
		return &bridge.Error{Pos: bridge.Pos{File: file, Line: um.Line, Col: um.Col}, Err: err}
	case errors.As(err, &ud):
		return &bridge.Error{Pos: bridge.Pos{File: file, Line: ud.Line, Col: ud.Col}, Err: err}
	}
	return fmt.Errorf("converting %s: %w", file, err)
}
