package pdf

import (
	"bytes"
	"testing"
)

// TestTextOp: a document drawn with textOp is byte for byte the one drawn
// with fpdf's Text, over texts whose UTF-16 bytes need escaping (Ш is
// 04 28, "(", Щ 04 29, ѝ 04 5D, ќ 04 5C, "\", č 01 0D, CR), texts in a
// face with characters new to it and known to it, colours grey and not,
// the text colour the fill colour and not, and several pages.
func TestTextOp(t *testing.T) {
	texts := []string{"Board 1", `a(b)c\d`, "Шило", "Щука", "ќ ѝ", "Čeč", "Иванов – Петров", "♠♥♦♣ 4♥= N", "Board 1", "Шило Щука", "100.00%", "é", ""}
	fills := []rgb{black, headFill, zebra, red, grey}
	draw := func(op bool) []byte {
		d := &doc{s: SampleSheet(t, "en")}
		d.f = newFpdf(d.s)
		d.draw = true
		if err := regular.load(); err != nil {
			t.Fatal(err)
		}
		for page := range 3 {
			d.f.AddPage()
			y := 20.0
			for i, s := range texts {
				fc := regular
				if (i+page)%3 == 0 {
					fc = bold
				}
				d.setFont(fc, 8+float64(i%3))
				d.setText([]rgb{black, grey, red}[(i+page)%3])
				if i%4 == page {
					d.fillRect(10, y-3, 50, 4, fills[(i+page)%len(fills)])
				}
				x := 12.345 + float64(i)*0.005
				if op {
					d.textOp(x, y, s)
				} else {
					d.f.Text(x, y, s)
				}
				y += 5.5
			}
		}
		var b bytes.Buffer
		if err := d.f.Output(&b); err != nil {
			t.Fatal(err)
		}
		return b.Bytes()
	}
	fpdfText, ours := draw(false), draw(true)
	if !bytes.Equal(fpdfText, ours) {
		i := 0
		for i < min(len(fpdfText), len(ours)) && fpdfText[i] == ours[i] {
			i++
		}
		t.Errorf("the PDFs differ from byte %d of %d/%d", i, len(fpdfText), len(ours))
	}
}
