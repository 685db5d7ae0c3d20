package html

import (
	"fmt"
	stdhtml "html"
	"html/template"
	"math"
	"strings"
	"testing"
)

// TestEscape: builder.escape writes what html.EscapeString gives.
func TestEscape(t *testing.T) {
	for _, s := range []string{"", "plain", "Иванов & Петров", `<script>alert("x")</script>`, "O'Brien", "&&", "a>b<c", `"'<>&`, "ends with &", "&starts", "\x00\xff"} {
		var b builder
		b.escape(s)
		if got, want := b.String(), stdhtml.EscapeString(s); got != want {
			t.Errorf("escape(%q) = %q, want %q", s, got, want)
		}
	}
}

// fmtChart is lineChart as it was written with fmt: the oracle of
// TestLineChart.
func fmtChart(values []float64, boards []int, label string, lo, hi float64, grid []float64, mark float64, unit string) template.HTML {
	if len(values) < 2 {
		return ""
	}
	const w, h, left, right, top, bottom = 600.0, 240.0, 76.0, 22.0, 14.0, 38.0
	plotH := h - top - bottom
	step := (w - left - right) / float64(len(values)-1)
	y := func(v float64) float64 { return top + plotH*(hi-v)/(hi-lo) }
	var b strings.Builder
	fmt.Fprintf(&b, `<svg viewBox="0 0 %g %g" role="img" aria-label="%s" xmlns="http://www.w3.org/2000/svg" font-size="%d">`, w, h, template.HTMLEscapeString(label), labelSize)
	for _, g := range grid {
		class, stroke := "grid", "#d0d0d0"
		if g == mark {
			class, stroke = "mark", "#888"
		}
		fmt.Fprintf(&b, `<line class="%s" x1="%g" y1="%.1f" x2="%g" y2="%.1f" stroke="%s" stroke-width="1"/>`, class, left, y(g), w-right, y(g), stroke)
		fmt.Fprintf(&b, `<text x="%g" y="%.1f" dy="0.35em" text-anchor="end" fill="#555">%g%s</text>`, left-8, y(g), g, unit)
	}
	var pts strings.Builder
	for i, v := range values {
		if i > 0 {
			pts.WriteByte(' ')
		}
		fmt.Fprintf(&pts, "%.1f,%.1f", left+step*float64(i), y(v))
	}
	fmt.Fprintf(&b, `<polyline class="line" points="%s" fill="none" stroke="#0b4f8a" stroke-width="3"/>`, pts.String())
	for i, v := range values {
		fmt.Fprintf(&b, `<circle class="dot" cx="%.1f" cy="%.1f" r="4" fill="#0b4f8a"/>`, left+step*float64(i), y(v))
	}
	for _, i := range boardTicks(len(values), step) {
		n := i + 1
		if i < len(boards) {
			n = boards[i]
		}
		fmt.Fprintf(&b, `<text x="%.1f" y="%g" text-anchor="middle" fill="#555">%d</text>`, left+step*float64(i), h-10, n)
	}
	b.WriteString(`</svg>`)
	return template.HTML(b.String())
}

// TestLineChart: the charts, percentages and IMPs, long and short, are
// byte for byte those fmt wrote.
func TestLineChart(t *testing.T) {
	pct := func(n int) []float64 {
		out := make([]float64, n)
		for i := range out {
			out[i] = 50 + 49.99*math.Sin(float64(i)*1.7) // rounding at .x5 and beyond
		}
		return out
	}
	imps := func(n int) []float64 {
		out := make([]float64, n)
		for i := range out {
			out[i] = float64(i*7%23) - 11.5
		}
		return out
	}
	for _, c := range []struct {
		name   string
		values []float64
		boards []int
	}{
		{"one board", []float64{55}, nil},
		{"two boards", []float64{0, 100}, []int{3, 4}},
		{"27 boards", pct(27), nil},
		{"300 boards", pct(300), []int{1, 5, 9}},
	} {
		if got, want := chart(c.values, c.boards, `Running "%" & <more>`), fmtChart(c.values, c.boards, `Running "%" & <more>`, 0, 100, []float64{0, 25, 50, 75, 100}, 50, "%"); got != want {
			t.Errorf("%s: chart\n%s\nwant\n%s", c.name, got, want)
		}
	}
	for _, n := range []int{2, 24, 120} {
		v := imps(n)
		m := 10.0
		for _, x := range v {
			for math.Abs(x) > m {
				m += 10
			}
		}
		if got, want := impChart(v, nil, "IMPs"), fmtChart(v, nil, "IMPs", -m, m, []float64{-m, -m / 2, 0, m / 2, m}, 0, ""); got != want {
			t.Errorf("%d boards: impChart\n%s\nwant\n%s", n, got, want)
		}
	}
}
