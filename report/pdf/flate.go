package pdf

import (
	"bytes"
	"compress/zlib"
	"errors"
	"fmt"
	"io"
	"runtime"
	"slices"
	"strconv"
	"sync"
)

// The pages' contents are compressed here rather than by fpdf. fpdf
// compresses each page with a zlib writer of its own, and a writer is
// about a megabyte of tables to allocate and clear: for the 1,500 pages
// of a 1,000-table field that was 1.8 GB and a sixth of the PDF's time.
// So the document is made uncompressed, and flatePages compresses each
// page's content stream as fpdf does (zlib at BestSpeed, the same bytes:
// a writer Reset for the next stream writes what a new one would), on
// every core with one writer each, and writes the document with the
// offsets of its cross-reference table moved to match. TestFlatePages
// holds it to fpdf's own compressed output, byte for byte.

// flatePages writes the uncompressed document doc (fpdf's output with
// compression off) to w with the content stream of each page compressed
// as fpdf compresses it.
func flatePages(w io.Writer, doc []byte) error {
	objs, xref, err := objects(doc)
	if err != nil {
		return err
	}
	// The content streams: the object after each page object, which
	// fpdf ends with its /Contents.
	var contents []int // indexes into objs
	for i := 0; i+1 < len(objs); i++ {
		o := doc[objs[i].start:objs[i].end]
		want := "/Contents " + strconv.Itoa(objs[i+1].num) + " 0 R>>\nendobj\n"
		if bytes.HasPrefix(o, []byte(strconv.Itoa(objs[i].num)+" 0 obj\n<</Type /Page\n")) && bytes.HasSuffix(o, []byte(want)) {
			contents = append(contents, i+1)
		}
	}
	flat := make([][]byte, len(contents))
	streams := make([][]byte, len(contents))
	for k, i := range contents {
		s, err := stream(doc[objs[i].start:objs[i].end], objs[i].num)
		if err != nil {
			return err
		}
		streams[k] = s
	}
	compressAll(streams, flat)

	// The document again, each content object with its stream
	// compressed, and each object's new offset.
	offsets := make(map[int]int, len(objs))
	n := 0
	write := func(b []byte) error {
		m, err := w.Write(b)
		n += m
		return err
	}
	if err := write(doc[:objs[0].start]); err != nil {
		return err
	}
	k := 0
	for i, o := range objs {
		offsets[o.num] = n
		if k < len(contents) && contents[k] == i {
			head := strconv.Itoa(o.num) + " 0 obj\n<</Filter /FlateDecode /Length " + strconv.Itoa(len(flat[k])) + ">>\nstream\n"
			if err := write([]byte(head)); err != nil {
				return err
			}
			if err := write(flat[k]); err != nil {
				return err
			}
			if err := write([]byte("\nendstream\nendobj\n")); err != nil {
				return err
			}
			k++
			continue
		}
		if err := write(doc[o.start:o.end]); err != nil {
			return err
		}
	}
	start := n
	b := make([]byte, 0, 64+20*(len(objs)+1)+len(xref.trailer))
	b = append(b, "xref\n0 "...)
	b = strconv.AppendInt(b, int64(xref.size), 10)
	b = append(b, "\n0000000000 65535 f \n"...)
	for num := 1; num < xref.size; num++ {
		off, ok := offsets[num]
		if !ok {
			return fmt.Errorf("object %d is in the cross-reference table only", num)
		}
		b = fmt.Appendf(b, "%010d 00000 n \n", off)
	}
	b = append(b, xref.trailer...)
	b = append(b, "startxref\n"...)
	b = strconv.AppendInt(b, int64(start), 10)
	b = append(b, "\n%%EOF\n"...)
	return write(b)
}

// object is one object of a document: its number, and where it is.
type object struct{ num, start, end int }

// xrefTail is what a document has after its objects: the size of its
// cross-reference table and its trailer ("trailer\n<<...>>\n").
type xrefTail struct {
	size    int
	trailer []byte
}

var errLayout = errors.New("the document is not laid out as fpdf lays it out")

// objects are the objects of doc, as fpdf writes a document: the
// objects, then "xref\n0 N\n" and N lines of 20 bytes, the trailer,
// "startxref\nOFFSET\n%%EOF\n". They are in the order of the document.
func objects(doc []byte) ([]object, xrefTail, error) {
	end := bytes.LastIndex(doc, []byte("startxref\n"))
	if end < 0 || !bytes.HasSuffix(doc, []byte("\n%%EOF\n")) {
		return nil, xrefTail{}, errLayout
	}
	at, err := strconv.Atoi(string(doc[end+len("startxref\n") : len(doc)-len("\n%%EOF\n")]))
	if err != nil || at < 0 || at > end {
		return nil, xrefTail{}, errLayout
	}
	rest := doc[at:end]
	line, rest, ok := bytes.Cut(rest, []byte("\n"))
	if !ok || string(line) != "xref" {
		return nil, xrefTail{}, errLayout
	}
	line, rest, _ = bytes.Cut(rest, []byte("\n"))
	size, err := strconv.Atoi(string(bytes.TrimPrefix(line, []byte("0 "))))
	if err != nil || size < 1 || len(rest) < 20*size || string(rest[:20]) != "0000000000 65535 f \n" {
		return nil, xrefTail{}, errLayout
	}
	objs := make([]object, 0, size-1)
	for num := 1; num < size; num++ {
		e := rest[20*num : 20*num+20]
		off, err := strconv.Atoi(string(e[:10]))
		if err != nil || string(e[10:]) != " 00000 n \n" || off >= at {
			return nil, xrefTail{}, errLayout
		}
		objs = append(objs, object{num: num, start: off})
	}
	trailer := rest[20*size:]
	slices.SortFunc(objs, func(a, b object) int { return a.start - b.start })
	for i := range objs {
		objs[i].end = at
		if i+1 < len(objs) {
			objs[i].end = objs[i+1].start
		}
		if !bytes.HasPrefix(doc[objs[i].start:objs[i].end], []byte(strconv.Itoa(objs[i].num)+" 0 obj\n")) {
			return nil, xrefTail{}, errLayout
		}
	}
	if len(objs) == 0 {
		return nil, xrefTail{}, errLayout
	}
	return objs, xrefTail{size: size, trailer: trailer}, nil
}

// stream is the data of an uncompressed content object o, number num:
// "num 0 obj\n<</Length L>>\nstream\n" L bytes "\nendstream\nendobj\n".
func stream(o []byte, num int) ([]byte, error) {
	head := strconv.Itoa(num) + " 0 obj\n<</Length "
	if !bytes.HasPrefix(o, []byte(head)) {
		return nil, errLayout
	}
	o = o[len(head):]
	digits, o, ok := bytes.Cut(o, []byte(">>\nstream\n"))
	l, err := strconv.Atoi(string(digits))
	if !ok || err != nil || l < 0 || len(o) != l+len("\nendstream\nendobj\n") || string(o[l:]) != "\nendstream\nendobj\n" {
		return nil, errLayout
	}
	return o[:l], nil
}

// compressAll sets flat[i] to streams[i] compressed as fpdf compresses a
// page, on every core, one zlib writer to each.
func compressAll(streams, flat [][]byte) {
	var next int
	var mu sync.Mutex
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(streams)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			zw, _ := zlib.NewWriterLevel(io.Discard, zlib.BestSpeed) // a valid level: no error
			for {
				mu.Lock()
				i := next
				next++
				mu.Unlock()
				if i >= len(streams) {
					return
				}
				// A page's text compresses to about a third.
				buf := bytes.NewBuffer(make([]byte, 0, len(streams[i])/2+64))
				zw.Reset(buf)
				zw.Write(streams[i]) // a bytes.Buffer's Write does not fail
				zw.Close()
				flat[i] = buf.Bytes()
			}
		}()
	}
	wg.Wait()
}

// captured is the document fpdf writes, kept as the slice it gives
// (fpdf writes the whole document in one Write, from its own buffer,
// which nothing writes to again once the document is closed), so that
// flatePages reads it without a copy of tens of megabytes.
type captured struct{ doc []byte }

func (c *captured) Write(p []byte) (int, error) {
	if c.doc != nil {
		c.doc = append(slices.Clip(c.doc), p...)
	} else {
		c.doc = p
	}
	return len(p), nil
}
