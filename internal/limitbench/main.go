// Command limitbench is the limit that `protokol score --format json` is
// measured against (scripts/peer-bench.sh): a minimal Go program that does
// the whole job on a generated field's traveller and nothing else. It reads
// the CSV traveller (internal/gen's layout: plain fields, no quotes, board
// and pair numbers, canonical contracts, tricks in the result column),
// scores each contract (Law 77), matchpoints each board in its section
// (international: 2 a result beaten, 1 a tie), totals each pair of each
// Mitchell field, ranks them, and writes and syncs the results.json that
// protokol writes for the same file, byte for byte (TestSameBytes).
//
// It is the machine's limit for the job, not a reader: it checks nothing a
// generated field does not need (no quotes, no decisions, no Neuberg
// factoring, no Howell, no names), and it refuses any other file. One
// goroutine, the standard library only, nothing kept but the results.
//
//	go run ./internal/limitbench TRAVELLERS.csv OUT.json
package main

import (
	"bufio"
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
)

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: limitbench TRAVELLERS.csv OUT.json")
		os.Exit(2)
	}
	if err := run(os.Args[1], os.Args[2]); err != nil {
		fmt.Fprintln(os.Stderr, "limitbench:", err)
		os.Exit(1)
	}
}

// run reads in, scores it and writes out, synced.
func run(in, out string) error {
	data, err := os.ReadFile(in)
	if err != nil {
		return err
	}
	ev, err := read(data)
	if err != nil {
		return fmt.Errorf("%s: %w", in, err)
	}
	ev.score()
	f, err := os.Create(out)
	if err != nil {
		return err
	}
	w := bufio.NewWriterSize(f, 64<<10)
	ev.write(w)
	err = w.Flush()
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// result is one row of the traveller, scored.
type result struct {
	ns, ew   string // pair numbers, as written
	lead     string // "" for none
	board    int32
	sec      int16 // the section's number in event.secs
	contract uint8 // level*15 + strain*3 + doubling; 0 for a pass-out
	decl     uint8 // N, E, S, W as 0..3
	tricks   int8
	score    int32 // NS view
	mp       int32 // NS matchpoints; EW's are the top's rest
	top      int32
}

// pairTotal is a pair's sums.
type pairTotal struct {
	id          string
	total, max  int64
	boards      int
	dir, sec    int
	percentHund int64 // 100·total/max in hundredths, rounded
}

type event struct {
	secs    []string
	results []result
	groups  [][]int32 // results of each (section, board), in traveller order
	totals  []*pairTotal
}

// read reads the traveller.
func read(data []byte) (*event, error) {
	text := string(data) // one copy: fields are substrings of it
	line, text, _ := strings.Cut(text, "\n")
	col := map[string]int{}
	for i, h := range strings.Split(strings.TrimSuffix(line, "\r"), ",") {
		col[h] = i
	}
	need := []string{"section", "board", "ns", "ew", "contract", "declarer", "result", "lead"}
	idx := make([]int, len(need))
	for i, n := range need {
		c, ok := col[n]
		if !ok {
			return nil, fmt.Errorf("no column %s", n)
		}
		idx[i] = c
	}
	ev := &event{results: make([]result, 0, strings.Count(text, "\n")+1)}
	fields := make([]string, len(col))
	for n := 2; text != ""; n++ {
		line, text, _ = strings.Cut(text, "\n")
		line = strings.TrimSuffix(line, "\r")
		if line == "" {
			continue
		}
		k := 0
		for k < len(fields)-1 {
			i := strings.IndexByte(line, ',')
			if i < 0 {
				break
			}
			fields[k], line = line[:i], line[i+1:]
			k++
		}
		fields[k] = line
		if k != len(fields)-1 || strings.IndexByte(line, ',') >= 0 {
			return nil, fmt.Errorf("line %d: want %d fields", n, len(fields))
		}
		r, err := ev.row(fields[idx[0]], fields[idx[1]], fields[idx[2]], fields[idx[3]], fields[idx[4]], fields[idx[5]], fields[idx[6]], fields[idx[7]])
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		ev.results = append(ev.results, r)
	}
	return ev, nil
}

var strains = []string{"C", "D", "H", "S", "NT"}

// row reads one row's cells.
func (ev *event) row(sec, board, ns, ew, contract, decl, tricks, lead string) (result, error) {
	r := result{ns: ns, ew: ew, lead: lead}
	s := slices.Index(ev.secs, sec)
	if s < 0 {
		s = len(ev.secs)
		ev.secs = append(ev.secs, sec)
	}
	r.sec = int16(s)
	b, err := strconv.Atoi(board)
	if err != nil || b < 1 || b > 9999 {
		return r, fmt.Errorf("board %q", board)
	}
	r.board = int32(b)
	if contract == "PASS" {
		return r, nil
	}
	if len(contract) < 2 || contract[0] < '1' || contract[0] > '7' {
		return r, fmt.Errorf("contract %q", contract)
	}
	rest := contract[1:]
	st := -1
	for i, x := range strains {
		if strings.HasPrefix(rest, x) && (st < 0 || len(x) > len(strains[st])) {
			st = i
		}
	}
	if st < 0 {
		return r, fmt.Errorf("contract %q", contract)
	}
	x := rest[len(strains[st]):]
	if x != "" && x != "X" && x != "XX" {
		return r, fmt.Errorf("contract %q", contract)
	}
	r.contract = uint8(int(contract[0]-'0')*15 + st*3 + len(x))
	if r.decl = uint8(strings.Index("NESW", decl)); len(decl) != 1 || r.decl > 3 {
		return r, fmt.Errorf("declarer %q", decl)
	}
	t, err := strconv.Atoi(tricks)
	if err != nil || t < 0 || t > 13 {
		return r, fmt.Errorf("tricks %q", tricks)
	}
	r.tricks = int8(t)
	return r, nil
}

// vul is the standard vulnerability of board n: 0 none, 1 NS, 2 EW, 3 all.
func vul(n int32) int { return []int{0, 1, 2, 3, 1, 2, 3, 0, 2, 3, 0, 1, 3, 0, 1, 2}[(n-1)%16] }

var vulNames = []string{"None", "NS", "EW", "All"}

// contractScore is the declarer's score (Law 77).
func contractScore(level, strain, dbl, tricks int, vulnerable bool) int {
	need := level + 6
	if tricks < need {
		down := need - tricks
		if dbl == 0 {
			if vulnerable {
				return -100 * down
			}
			return -50 * down
		}
		s := 0
		for i := 1; i <= down; i++ {
			switch {
			case vulnerable && i == 1:
				s += 200
			case vulnerable:
				s += 300
			case i == 1:
				s += 100
			case i <= 3:
				s += 200
			default:
				s += 300
			}
		}
		if dbl == 2 {
			s *= 2
		}
		return -s
	}
	per := 20
	if strain >= 2 {
		per = 30
	}
	trick := per * level
	if strain == 4 {
		trick += 10
	}
	mult := 1 << dbl
	s := trick * mult
	if s >= 100 {
		s += 300
		if vulnerable {
			s += 200
		}
	} else {
		s += 50
	}
	switch {
	case level == 6 && vulnerable:
		s += 750
	case level == 6:
		s += 500
	case level == 7 && vulnerable:
		s += 1500
	case level == 7:
		s += 1000
	}
	over := tricks - need
	switch dbl {
	case 0:
		if strain == 4 {
			per = 30
		}
		s += over * per
	default:
		v := 100
		if vulnerable {
			v = 200
		}
		s += 50*dbl + over*v*dbl
	}
	return s
}

// score scores every contract and matchpoints each board of each section.
func (ev *event) score() {
	key := func(r *result) int64 { return int64(r.sec)<<32 | int64(r.board) }
	at := map[int64]int{}
	for i := range ev.results {
		r := &ev.results[i]
		if r.contract > 0 {
			c := int(r.contract)
			v := vul(r.board)
			side := int(r.decl) % 2 // 0 NS, 1 EW
			s := contractScore(c/15, c%15/3, c%3, int(r.tricks), v == 3 || v == side+1)
			if side == 1 {
				s = -s
			}
			r.score = int32(s)
		}
		k := key(r)
		g, ok := at[k]
		if !ok {
			g = len(ev.groups)
			at[k] = g
			ev.groups = append(ev.groups, nil)
		}
		ev.groups[g] = append(ev.groups[g], int32(i))
	}
	type pairKey struct {
		sec, dir int
		id       string
	}
	totals := map[pairKey]*pairTotal{}
	add := func(sec, dir int, id string, mp, top int32) {
		k := pairKey{sec, dir, id}
		t := totals[k]
		if t == nil {
			t = &pairTotal{id: id, dir: dir, sec: sec}
			totals[k] = t
			ev.totals = append(ev.totals, t)
		}
		t.total += int64(mp)
		t.max += int64(top)
		t.boards++
	}
	for _, g := range ev.groups {
		slices.SortFunc(g, func(a, b int32) int {
			x, y := &ev.results[a], &ev.results[b]
			return cmp.Or(cmp.Compare(y.score, x.score), natural(x.ns, y.ns))
		})
		n := int32(len(g))
		top := 2 * (n - 1)
		for i := int32(0); i < n; {
			j := i
			for j < n && ev.results[g[j]].score == ev.results[g[i]].score {
				j++
			}
			mp := 2*(n-j) + (j - i - 1)
			for _, k := range g[i:j] {
				ev.results[k].mp, ev.results[k].top = mp, top
			}
			i = j
		}
		for _, k := range g {
			r := &ev.results[k]
			add(int(r.sec), 0, r.ns, r.mp, top)
			add(int(r.sec), 1, r.ew, top-r.mp, top)
		}
	}
	for _, t := range ev.totals {
		t.percentHund = roundDiv(10000*t.total, t.max)
	}
}

// roundDiv is a/b rounded half up (a ≥ 0, b > 0).
func roundDiv(a, b int64) int64 { return (2*a + b) / (2 * b) }

// natural orders pair ids as protokol does: runs of digits as numbers.
func natural(a, b string) int {
	for a != "" && b != "" {
		da, db := digits(a), digits(b)
		if da > 0 && db > 0 {
			na, nb := strings.TrimLeft(a[:da], "0"), strings.TrimLeft(b[:db], "0")
			if c := cmp.Or(cmp.Compare(len(na), len(nb)), strings.Compare(na, nb), cmp.Compare(da, db)); c != 0 {
				return c
			}
			a, b = a[da:], b[db:]
			continue
		}
		if a[0] != b[0] {
			return cmp.Compare(a[0], b[0])
		}
		a, b = a[1:], b[1:]
	}
	return cmp.Compare(len(a), len(b))
}

func digits(s string) int {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	return i
}

// write writes results.json as protokol does.
func (ev *event) write(w *bufio.Writer) {
	order := make([]int, len(ev.secs)) // sections in natural order
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int { return natural(ev.secs[a], ev.secs[b]) })
	w.WriteString("{\"event\": \"\",\n\"scoring\": \"MP\",\n\"mp_scale\": \"international\",\n\"sections\": [")
	for i, s := range order {
		b := appendQuote(append([]byte(sep(i)), `{"section":`...), ev.secs[s])
		w.Write(append(b, `,"movement":"mitchell"}`...))
	}
	w.WriteString("\n],\n\"boards\": [")
	// The boards in order, each with its sections' groups in order.
	byBoard := slices.Clone(ev.groups)
	slices.SortFunc(byBoard, func(a, b []int32) int {
		x, y := &ev.results[a[0]], &ev.results[b[0]]
		return cmp.Or(cmp.Compare(x.board, y.board), natural(ev.secs[x.sec], ev.secs[y.sec]))
	})
	buf := make([]byte, 0, 64<<10)
	for i := 0; i < len(byBoard); {
		n := ev.results[byBoard[i][0]].board
		j := i
		sameTop := true
		for j < len(byBoard) && ev.results[byBoard[j][0]].board == n {
			sameTop = sameTop && ev.results[byBoard[j][0]].top == ev.results[byBoard[i][0]].top
			j++
		}
		buf = append(buf[:0], sep(i)...)
		buf = append(buf, `{"board":`...)
		buf = strconv.AppendInt(buf, int64(n), 10)
		buf = append(buf, `,"dealer":"`...)
		buf = append(buf, "NESW"[(n-1)%4])
		buf = append(buf, `","vulnerable":"`...)
		buf = append(buf, vulNames[vul(n)]...)
		buf = append(buf, '"')
		if sameTop {
			buf = strconv.AppendInt(append(buf, `,"top":`...), int64(ev.results[byBoard[i][0]].top), 10)
		}
		buf = append(buf, `,"results":[`...)
		first := true
		for _, g := range byBoard[i:j] {
			for _, k := range g {
				if !first {
					buf = append(buf, ',')
				}
				first = false
				buf = ev.appendResult(buf, &ev.results[k])
			}
			if len(buf) > 32<<10 {
				w.Write(buf)
				buf = buf[:0]
			}
		}
		w.Write(append(buf, "]}"...))
		i = j
	}
	w.WriteString("\n],\n\"rankings\": [")
	k := 0
	for _, s := range order {
		for dir := range 2 {
			var rows []*pairTotal
			for _, t := range ev.totals {
				if t.sec == s && t.dir == dir {
					rows = append(rows, t)
				}
			}
			// By percentage (exactly), then pair.
			slices.SortStableFunc(rows, func(a, b *pairTotal) int {
				return cmp.Or(cmp.Compare(b.total*a.max, a.total*b.max), natural(a.id, b.id))
			})
			buf = append(buf[:0], sep(k)...)
			k++
			buf = append(buf, `{"section":`...)
			buf = appendQuote(buf, ev.secs[s])
			buf = append(buf, `,"direction":"`...)
			buf = append(buf, []string{"NS", "EW"}[dir]...)
			buf = append(buf, `","rows":[`...)
			rank := 0
			for i, t := range rows {
				tiedUp := i > 0 && t.total*rows[i-1].max == rows[i-1].total*t.max
				tiedDown := i+1 < len(rows) && t.total*rows[i+1].max == rows[i+1].total*t.max
				if !tiedUp {
					rank = i + 1
				}
				if i > 0 {
					buf = append(buf, ',')
				}
				buf = strconv.AppendInt(append(buf, `{"rank":`...), int64(rank), 10)
				buf = strconv.AppendBool(append(buf, `,"tied":`...), tiedUp || tiedDown)
				buf = appendQuote(append(buf, `,"pair":`...), t.id)
				buf = append(buf, `,"names":[]`...)
				buf = strconv.AppendInt(append(buf, `,"boards":`...), int64(t.boards), 10)
				buf = strconv.AppendInt(append(buf, `,"total":`...), t.total, 10)
				buf = strconv.AppendInt(append(buf, `,"max":`...), t.max, 10)
				buf = appendHund(append(buf, `,"percent":`...), t.percentHund)
				buf = append(buf, '}')
			}
			w.Write(append(buf, "]}"...))
		}
	}
	w.WriteString("\n]}\n")
}

func sep(i int) string {
	if i == 0 {
		return "\n "
	}
	return ",\n "
}

// appendResult appends one line of a board's results.
func (ev *event) appendResult(buf []byte, r *result) []byte {
	buf = append(buf, `{"section":`...)
	buf = appendQuote(buf, ev.secs[r.sec])
	buf = appendQuote(append(buf, `,"ns":`...), r.ns)
	buf = appendQuote(append(buf, `,"ew":`...), r.ew)
	if r.contract == 0 {
		buf = append(buf, `,"status":"passed_out","contract":"PASS","declarer":null,"tricks":null`...)
	} else {
		c := int(r.contract)
		buf = append(buf, `,"status":"played","contract":"`...)
		buf = append(buf, byte('0'+c/15))
		buf = append(buf, strains[c%15/3]...)
		buf = append(buf, "XX"[:c%3]...)
		buf = append(buf, `","declarer":"`...)
		buf = append(buf, "NESW"[r.decl])
		buf = strconv.AppendInt(append(buf, `","tricks":`...), int64(r.tricks), 10)
		if r.lead != "" {
			buf = appendQuote(append(buf, `,"lead":`...), r.lead)
		}
	}
	buf = strconv.AppendInt(append(buf, `,"score_ns":`...), int64(r.score), 10)
	buf = strconv.AppendInt(append(buf, `,"mp_ns":`...), int64(r.mp), 10)
	buf = strconv.AppendInt(append(buf, `,"mp_ew":`...), int64(r.top-r.mp), 10)
	buf = appendHund(append(buf, `,"pct_ns":`...), roundDiv(10000*int64(r.mp), int64(r.top)))
	buf = appendHund(append(buf, `,"pct_ew":`...), roundDiv(10000*int64(r.top-r.mp), int64(r.top)))
	buf = strconv.AppendInt(append(buf, `,"top":`...), int64(r.top), 10)
	return append(buf, '}')
}

// appendHund appends hundredths h ≥ 0 as a JSON number without trailing
// zeros: 5481 "54.81", 5410 "54.1", 2000 "20".
func appendHund(buf []byte, h int64) []byte {
	buf = strconv.AppendInt(buf, h/100, 10)
	switch f := h % 100; {
	case f == 0:
	case f%10 == 0:
		buf = append(buf, '.', byte('0'+f/10))
	default:
		buf = append(buf, '.', byte('0'+f/10), byte('0'+f%10))
	}
	return buf
}

// appendQuote appends s as a JSON string: printable ASCII as it is, the
// rest through encoding/json (HTML escaping off), as protokol does.
func appendQuote(buf []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f || c == '"' || c == '\\' {
			var b bytes.Buffer
			enc := json.NewEncoder(&b)
			enc.SetEscapeHTML(false)
			enc.Encode(s) // a string always marshals
			return append(buf, bytes.TrimSuffix(b.Bytes(), []byte("\n"))...)
		}
	}
	return append(append(append(buf, '"'), s...), '"')
}
