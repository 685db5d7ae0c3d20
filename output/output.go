// Package output makes every file of the output formats asked for, from
// a scored event of any kind (compute/event), into a Sink: Write
// streams each file into the sink as it is made (a publish.Stage, which
// writes it into a staging folder, so that a command publishes all of
// them or none, and holds no file whole in memory); Files makes them in
// memory. Each format is one package under report/ with one entry over
// the model of the event (report.Event), or over the Sheet laid out from
// it (report.NewSheet); this package makes the model once, the Sheet
// once when a format laid out from it is asked for, holds the registry
// of the formats, and gives each file its name and each warning the file
// it is about ("results.pbn: ...").
//
// # Adding a format
//
// Write its package under report/ (one exported entry taking the
// *report.Event, or the *report.Sheet; what every kind of event has
// written once, and a kind's own parts named in one table of kinds, as
// report/jsonout does), and add one row to formats below: its name (the
// --format value), whether it is laid out from the Sheet, whether it
// shows the boards' double-dummy tables, and the function that adds its
// files; and its name to choice.Formats, which config reads (the --format
// help and its check). Formats and the test that every format makes its
// files follow from the row.
//
// output may import compute, report/* and charset (the charsets of the
// site and of the text report), and no reader. It does no I/O of its own
// (it writes to the Sink it is given) and computes no figure.
package output

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"runtime/debug"
	"slices"
	"strings"

	"github.com/protokol-bridge/protokol/charset"
	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/parallel"
	"github.com/protokol-bridge/protokol/output/choice"
	"github.com/protokol-bridge/protokol/report"
	"github.com/protokol-bridge/protokol/report/csvout"
	"github.com/protokol-bridge/protokol/report/html"
	"github.com/protokol-bridge/protokol/report/jsonout"
	"github.com/protokol-bridge/protokol/report/pbnout"
	"github.com/protokol-bridge/protokol/report/pdf"
	"github.com/protokol-bridge/protokol/report/text"
	"github.com/protokol-bridge/protokol/report/usebioout"
)

// format is one row of the registry.
type format struct {
	name string
	// sheet: laid out from the report's Sheet (built once for all).
	sheet bool
	// dd: shows the boards' double-dummy tables and par, which are worth
	// finding (and solving) only for such a format.
	dd bool
	// add makes the format's files into j.files.
	add func(j *job) error
	// open is the file of the format a reader opens first.
	open string
}

// formats is the registry: one row per output format, in the order of
// Formats.
var formats = []format{
	{name: "html", sheet: true, dd: true, add: addSite, open: "index.html"},
	{name: "pdf", sheet: true, dd: true, add: addPDF, open: "results.pdf"},
	{name: "json", dd: true, add: addJSON, open: "results.json"},
	{name: "txt", sheet: true, dd: true, add: addText, open: "results.txt"},
	{name: "pbn", dd: true, add: addPBN, open: "results.pbn"},
	{name: "csv", add: addCSV, open: "rankings.csv"},
	{name: "usebio", add: addUSEBIO, open: "results.xml"},
	{name: "awards", add: addAwards, open: "masterpoints.csv"},
}

// Formats are the names of the output formats, in the registry's order:
// html, pdf, json, txt, pbn, csv, usebio, awards.
var Formats = func() []string {
	out := make([]string, len(formats))
	for i, f := range formats {
		out[i] = f.name
	}
	return out
}()

// DefaultFormats are the formats written when none are asked for.
const DefaultFormats = choice.DefaultFormats

// ErrUnknownFormat: a format that is not in Formats was asked for.
var ErrUnknownFormat = errors.New("unknown output format")

// Options say which files to make and how.
type Options struct {
	// Formats are names from Formats, made in the order given (a name
	// given twice is made once).
	Formats []string
	// Lang is the language of the Sheet's formats (en or ru); Title and
	// Date replace the event's own when not empty (also in results.pbn).
	Lang, Title, Date string
	// Untitled is the title of the Sheet's formats when neither Title
	// nor the event gives one (the input file's name); the exports
	// (JSON, PBN, USEBIO) keep the event's own, none.
	Untitled string
	// Charset is that of the site and of the text report; nil (or UTF-8)
	// is UTF-8. JSON, PBN and CSV are always UTF-8; the PDF holds its
	// fonts.
	Charset *charset.Encoding
	// Archive is the link from the site's index back to the index of
	// the archive it is published in ("../index.html"); "" for none.
	Archive string
	// Season is the link from the site's index and names page to the
	// page of the players of the archive's season (html.Options.Season).
	Season string
	// USEBIOStyle names the layout of results.xml: whose producers' files
	// its consumers are made to read (choice.USEBIOStyles, read by
	// usebioout.ParseStyle); "" is the first, auto.
	USEBIOStyle string
	// USEBIOPoints are the factors by which each kind of points a scale
	// awards is written in results.xml's MASTER_POINTS_AWARDED (100: the
	// ABF's hundredths), in the scale's order; 0 where the scale gives
	// none (those points are not written, and a warning says so).
	USEBIOPoints []exact.Q
}

// legacy tells whether the charset is a code page rather than UTF-8.
func (o Options) legacy() bool { return o.Charset != nil && o.Charset != charset.UTF8 }

// lookup is the row of a format, nil when none.
func lookup(name string) *format {
	for i := range formats {
		if formats[i].name == name {
			return &formats[i]
		}
	}
	return nil
}

// rows are the registry's rows of the names, each once, in their order.
func rows(names []string) ([]*format, error) {
	var out []*format
	for _, name := range names {
		f := lookup(name)
		if f == nil {
			return nil, fmt.Errorf("%w %s (want some of %s)", ErrUnknownFormat, bridge.Quote(name), strings.Join(Formats, ", "))
		}
		if !slices.Contains(out, f) {
			out = append(out, f)
		}
	}
	return out, nil
}

// ShowDD reports whether one of the formats shows the boards'
// double-dummy tables and par: whether they are worth finding. Unknown
// names show none.
func ShowDD(names []string) bool {
	return slices.ContainsFunc(names, func(name string) bool {
		f := lookup(name)
		return f != nil && f.dd
	})
}

// Open is the file a reader of the formats opens first: that of the
// first of them in the registry's order (the site's index.html before the
// PDF, the PDF before the JSON); "" when no name is a format.
func Open(names []string) string {
	for _, f := range formats {
		if slices.Contains(names, f.name) {
			return f.open
		}
	}
	return ""
}

// job is what a format's add function reads and fills.
type job struct {
	ev       *report.Event // the model every format reads
	sheet    *report.Sheet // when a format asked for is laid out from it
	opt      Options
	style    usebioout.Style // opt.USEBIOStyle's
	sink     Sink
	warnings []string
	// beside are the files being made in memory beside the others, by
	// name (see Write); the format's add function takes its file when its
	// turn comes.
	beside map[string]chan madeFile
}

// madeFile is a file made in memory beside the others, with what its
// writer said: the PDF's fallbacks (see addPDF).
type madeFile struct {
	data  pieces
	fb    pdf.Fallbacks
	err   error
	panic *parallel.Panic
}

// aside makes the file name in memory on a goroutine of its own with
// write, for its format's add function to take (see take).
func (j *job) aside(name string, write func(w io.Writer) (pdf.Fallbacks, error)) {
	c := make(chan madeFile, 1)
	j.beside[name] = c
	go func() {
		var m madeFile
		defer func() {
			if r := recover(); r != nil {
				m = madeFile{panic: &parallel.Panic{Value: r, Stack: debug.Stack()}}
			}
			c <- m
		}()
		m.fb, m.err = write(&m.data)
	}()
}

// take is the file name made beside the others, once made; ok is false
// when it is not made so.
func (j *job) take(name string) (m madeFile, ok bool) {
	c, ok := j.beside[name]
	if !ok {
		return madeFile{}, false
	}
	delete(j.beside, name)
	if m = <-c; m.panic != nil {
		panic(m.panic)
	}
	return m, true
}

// writeTo writes the file made to w, or gives its writer's error; an
// error writing it starts with prefix, as its format's writer says it.
func (m madeFile) writeTo(w io.Writer, prefix string) error {
	if m.err != nil {
		return m.err
	}
	for _, b := range m.data {
		if _, err := w.Write(b); err != nil {
			return fmt.Errorf("%s%w", prefix, err)
		}
	}
	return nil
}

// pieces is a file made in memory in pieces of a megabyte, never copied
// to grow (a large field's PDF is some 10 MB).
type pieces [][]byte

func (p *pieces) Write(b []byte) (int, error) {
	n := len(b)
	for len(b) > 0 {
		if len(*p) == 0 || len((*p)[len(*p)-1]) == cap((*p)[len(*p)-1]) {
			*p = append(*p, make([]byte, 0, 1<<20))
		}
		last := &(*p)[len(*p)-1]
		k := min(len(b), cap(*last)-len(*last))
		*last = append(*last, b[:k]...)
		b = b[k:]
	}
	return n, nil
}

// Sink takes the files as they are made: Create gives a new file by its
// name, written until Close. Each file is closed before the next is made.
type Sink interface {
	Create(name string) (io.WriteCloser, error)
}

// put writes a file made whole into the sink.
func (j *job) put(name string, data []byte) error {
	return j.stream(name, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// stream makes the file name in the sink with write.
func (j *job) stream(name string, write func(w io.Writer) error) error {
	w, err := j.sink.Create(name)
	if err != nil {
		return err
	}
	err = write(w)
	if cerr := w.Close(); err == nil {
		err = cerr
	}
	return err
}

// memory is a Sink that keeps the files in a map.
type memory map[string][]byte

func (m memory) Create(name string) (io.WriteCloser, error) {
	if _, ok := m[name]; ok {
		return nil, fmt.Errorf("%s made twice", name)
	}
	m[name] = nil
	return &memFile{m: m, name: name}, nil
}

type memFile struct {
	m    memory
	name string
	buf  bytes.Buffer
}

func (f *memFile) Write(p []byte) (int, error) { return f.buf.Write(p) }
func (f *memFile) Close() error {
	f.m[f.name] = f.buf.Bytes()
	return nil
}

// warn adds warnings about a file: "results.pbn: " + w.
func (j *job) warn(file string, ws ...string) {
	for _, w := range ws {
		j.warnings = append(j.warnings, file+": "+w)
	}
}

// Files makes every file of the formats asked for, by name, in memory
// (see Write). On an error no files come back, and the warnings made
// until then do.
func Files(res *event.Result, opt Options) (files map[string][]byte, warnings []string, err error) {
	m := memory{}
	if warnings, err = Write(m, res, opt); err != nil {
		return nil, warnings, err
	}
	return m, warnings, nil
}

// Write makes every file of the formats asked for into sink, one after
// the other, each streamed as it is made. The sheet is built only when a
// format laid out from it is asked for. The warnings name what a file
// shows otherwise or cannot carry, each starting with the file's name
// ("results.pdf: ...", "results.txt: ...", "results.pbn: ...",
// "travellers.csv: ..."); the caller prints them (cmd as "warning: " + w,
// unless -q). On an error the files written so far are to be dropped (a
// publish.Stage is aborted), and the warnings made until then come back.
func Write(sink Sink, res *event.Result, opt Options) (warnings []string, err error) {
	todo, err := rows(opt.Formats)
	if err != nil {
		return nil, err
	}
	j := &job{opt: opt, sink: sink}
	if opt.USEBIOStyle != "" {
		if j.style, err = usebioout.ParseStyle(opt.USEBIOStyle); err != nil {
			return nil, err
		}
	}
	if j.ev, err = report.NewEvent(res); err != nil {
		return nil, err
	}
	// With other formats, the PDF is made in memory beside them once the
	// Sheet is (some 10 MB for a 1,000-table field), and so is the JSON
	// as soon as the model is (5 MB), when a format is laid out from the
	// Sheet: the formats of the Sheet are made of 300,000 results at most
	// (job.pagesLimit), where the data formats alone stream a million.
	// Each is written in its turn, so that the files, their order and the
	// warnings are those of one format after the other. Each is one
	// computation that shares nothing with the others but the model and
	// the Sheet, which no format changes, and would otherwise wait for
	// the Sheet to be built and the site's pages to be written.
	sheet := slices.ContainsFunc(todo, func(f *format) bool { return f.sheet })
	beside := len(todo) > 1
	j.beside = map[string]chan madeFile{}
	// Whatever stops the formats before their turn, the goroutines
	// making files beside them end before Write returns.
	defer func() {
		for _, c := range j.beside {
			<-c
		}
	}()
	if beside && sheet && slices.ContainsFunc(todo, func(f *format) bool { return f.name == "json" }) {
		j.aside("results.json", func(w io.Writer) (pdf.Fallbacks, error) { return nil, jsonout.Write(w, j.ev) })
	}
	if sheet {
		if j.sheet, err = report.NewSheet(j.ev, report.Options{Lang: opt.Lang, Title: opt.Title, Date: opt.Date, Untitled: opt.Untitled}); err != nil {
			return nil, err
		}
	}
	if beside && slices.ContainsFunc(todo, func(f *format) bool { return f.name == "pdf" }) {
		j.aside("results.pdf", func(w io.Writer) (pdf.Fallbacks, error) { return pdf.Write(w, j.sheet) })
	}
	for _, f := range todo {
		if err := f.add(j); err != nil {
			return j.warnings, fmt.Errorf("writing %s: %w", f.name, err)
		}
	}
	return j.warnings, nil
}

// addSite adds the pages of the site and its stylesheet, linking the PDF
// when it is made too.
func addSite(j *job) error {
	opt := html.Options{Archive: j.opt.Archive, Season: j.opt.Season}
	if j.opt.legacy() {
		opt.Charset, opt.Encoding = j.opt.Charset.Name, j.opt.Charset.X()
	}
	if slices.Contains(j.opt.Formats, "pdf") {
		opt.PDF = "results.pdf"
	}
	return html.RenderEach(j.sheet, opt, func(f html.File) error { return j.put(f.Name, f.Data) })
}

// addPDF adds results.pdf. A name the fonts cannot show is printed
// otherwise in the PDF only, and named in one warning; it never stops
// publishing.
func addPDF(j *job) error {
	if m, ok := j.take("results.pdf"); ok {
		return j.stream("results.pdf", func(w io.Writer) error {
			if len(m.fb) > 0 {
				j.warn("results.pdf", m.fb.Warning())
			}
			return m.writeTo(w, "pdf: ") // as pdf.Write says it
		})
	}
	return j.stream("results.pdf", func(w io.Writer) error {
		fb, err := pdf.Write(w, j.sheet)
		if len(fb) > 0 {
			j.warn("results.pdf", fb.Warning())
		}
		return err
	})
}

// addJSON adds results.json.
func addJSON(j *job) error {
	if m, ok := j.take("results.json"); ok {
		return j.stream("results.json", func(w io.Writer) error { return m.writeTo(w, "") })
	}
	return j.stream("results.json", func(w io.Writer) error { return jsonout.Write(w, j.ev) })
}

// addText adds results.txt in the chosen charset. A legacy charset gets
// suit letters (S H D C) for the symbols, and any other character it
// lacks is replaced and named in one warning, never dropped unseen: each
// character once, with its count and first place.
func addText(j *job) error {
	legacy := j.opt.legacy()
	var buf bytes.Buffer
	if err := text.Write(&buf, j.sheet, text.Options{SuitLetters: legacy}); err != nil {
		return err
	}
	if !legacy {
		return j.put("results.txt", buf.Bytes())
	}
	data, changes, err := charset.Encode(buf.String(), j.opt.Charset, charset.Options{Lossy: true})
	if err != nil {
		return err
	}
	if err := j.put("results.txt", data); err != nil {
		return err
	}
	if len(changes) == 0 {
		return nil
	}
	type seen struct {
		to        string
		n         int
		line, col int
	}
	var order []rune
	byRune := map[rune]*seen{}
	for _, c := range changes {
		if byRune[c.From] == nil {
			byRune[c.From] = &seen{to: c.To, line: c.Line, col: c.Col}
			order = append(order, c.From)
		}
		byRune[c.From].n++
	}
	var parts []string
	for _, r := range order {
		x := byRune[r]
		parts = append(parts, fmt.Sprintf("%q as %q ×%d (first at %d:%d)", string(r), x.to, x.n, x.line, x.col))
	}
	j.warn("results.txt", fmt.Sprintf("%d characters have no %s byte and were replaced: %s", len(changes), j.opt.Charset.Name, strings.Join(parts, ", ")))
	return nil
}

// addPBN adds results.pbn; what it cannot carry (a team event's
// carry-overs, penalties, rooms' decisions) is a warning.
func addPBN(j *job) error {
	return j.stream("results.pbn", func(out io.Writer) error {
		w, err := pbnout.Write(out, j.ev, pbnout.Options{Title: j.opt.Title, Date: j.opt.Date})
		j.warn("results.pbn", w...)
		return err
	})
}

// addCSV adds travellers.csv and rankings.csv; what the travellers cannot
// carry is a warning.
func addCSV(j *job) error {
	var trav, ranks bytes.Buffer
	w, err := csvout.Write(&trav, &ranks, j.ev, csvout.Options{})
	j.warn("travellers.csv", w...)
	if err != nil {
		return err
	}
	if err := j.put("travellers.csv", trav.Bytes()); err != nil {
		return err
	}
	return j.put("rankings.csv", ranks.Bytes())
}

// addUSEBIO adds results.xml (USEBIO 1.2); what USEBIO cannot carry is a
// warning.
func addUSEBIO(j *job) error {
	return j.stream("results.xml", func(out io.Writer) error {
		w, err := usebioout.Write(out, j.ev, usebioout.Options{Title: j.opt.Title, Date: j.opt.Date, Style: j.style, Points: j.opt.USEBIOPoints})
		j.warn("results.xml", w...)
		return err
	})
}

// addAwards adds masterpoints.csv, the players' awards for a federation's
// upload (member numbers: made only when asked for).
func addAwards(j *job) error {
	return j.stream("masterpoints.csv", func(w io.Writer) error { return csvout.WriteAwards(w, j.ev) })
}
