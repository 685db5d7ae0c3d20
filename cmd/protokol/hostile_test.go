package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/formats"
	pub "github.com/protokol-bridge/protokol/publish"
)

// The hostile inputs: files an attacker or an unlucky club gives protokol.
// For every one, check and score must agree (the rule of issue 15: whatever
// score could fail on because of its input, check finds first): the same
// exit code, and for invalid input (3) the same messages; score never fails
// as internal (1) or as usage (2) on what the files hold, and every message
// line stays short whatever the input's size.

// hostileDeals are four complete deals, one a board.
var hostileDeals = []string{
	"N:T9743.AJ96.KT.T2 5.QT52.J62.KQ983 QJ8.K74.AQ75.J75 AK62.83.9843.A64",
	"E:QT82..Q953.98753 KJ9763.JT7.AT7.T 54.AKQ9832.8.K42 A.654.KJ642.AQJ6",
	"S:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765",
	"W:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765",
}

// hands is a hand record of boards 1..n (n ≤ 4), with extra tags for
// board 1 (such as an event title).
func hands(n int, extra string) string {
	var b strings.Builder
	b.WriteString("% PBN 2.1\n%Content-type: text/x-pbn; charset=UTF-8\n\n")
	for i := 1; i <= n; i++ {
		if i == 1 {
			b.WriteString(extra)
		}
		fmt.Fprintf(&b, "[Board \"%d\"]\n[Deal \"%s\"]\n\n", i, hostileDeals[i-1])
	}
	return b.String()
}

// travellers is a valid two-table Mitchell of boards 1 and 2: NS 1 and 2,
// EW 1 and 2, in the given section.
func travellers(section string) string {
	return "section,board,ns,ew,contract,declarer,result\n" +
		section + ",1,1,1,4S,N,10\n" + section + ",1,2,2,3NT,S,9\n" +
		section + ",2,1,2,4H,W,10\n" + section + ",2,2,1,4H,W,9\n"
}

// mitchell is travellers' two-table Mitchell with the pairs named ns1, ns2,
// ew1 and ew2.
func mitchell(section, ns1, ns2, ew1, ew2 string) string {
	q := func(s string) string { return `"` + strings.ReplaceAll(s, `"`, `""`) + `"` }
	row := func(board, ns, ew, rest string) string {
		return section + "," + board + "," + q(ns) + "," + q(ew) + "," + rest + "\n"
	}
	return "section,board,ns,ew,contract,declarer,result\n" +
		row("1", ns1, ew1, "4S,N,10") + row("1", ns2, ew2, "3NT,S,9") +
		row("2", ns1, ew2, "4H,W,10") + row("2", ns2, ew1, "4H,W,9")
}

// names gives the two NS and two EW pairs of section A names.
func names(n1, n2, e1, e2 string) string {
	q := func(s string) string { return `"` + strings.ReplaceAll(s, `"`, `""`) + `"` }
	return "section,direction,pair,player1,player2\n" +
		"A,NS,1," + q(n1) + ",Иванов Юрий\n" + "A,NS,2," + q(n2) + ",Petrov Ivan\n" +
		"A,EW,1," + q(e1) + ",Smith Anna\n" + "A,EW,2," + q(e2) + ",Щукина Ёлка\n"
}

// teamEvent is a one-match team event of boards 1 and 2.
func teamEvent(home, away string) string {
	return "round,board,room,home,away,contract,declarer,result\n" +
		"1,1,O," + home + "," + away + ",4S,N,10\n" + "1,1,C," + home + "," + away + ",4S,N,9\n" +
		"1,2,O," + home + "," + away + ",3NT,S,9\n" + "1,2,C," + home + "," + away + ",2NT,S,9\n"
}

type hostileCase struct {
	name  string
	files map[string]string // name → content, written into the case's folder
	args  []string          // flags and file names (files relative to the folder)
	want  int               // the exit code of check and of score
	// what stderr must hold (one of the lines), when given
	msg string
	// noResults: hand records alone, valid inputs without a result: check
	// and score exit 5 with the same first line on stdout, and check says
	// what the file holds
	noResults bool
}

func hostileCases() []hostileCase {
	ok := func(name string, files map[string]string, args ...string) hostileCase {
		return hostileCase{name: name, files: files, args: args, want: exitOK}
	}
	bad := func(name, msg string, files map[string]string, args ...string) hostileCase {
		return hostileCase{name: name, files: files, args: args, want: exitInput, msg: msg}
	}
	big := func(n int, c byte) string { return string(bytes.Repeat([]byte{c}, n)) }
	h2 := hands(2, "")
	t2 := travellers("A")
	return []hostileCase{
		// Files that are not what they seem.
		bad("empty file", "", map[string]string{"e.pbn": ""}, "e.pbn"),
		bad("only a BOM", "", map[string]string{"e.csv": "\ufeff"}, "e.csv"),
		bad("binary garbage", "binary data", map[string]string{"g.pbn": "\x00\x01\x02PK\x03\x04garbage"}, "g.pbn"),
		bad("a zip", "", map[string]string{"x.csv": "PK\x03\x04\x14\x00\x00\x00\x08\x00" + big(100, 0)}, "x.csv"),
		bad("NUL in a CSV", "", map[string]string{"t.csv": "board,ns,ew,contract,declarer,result\n1,1,1,4S\x00,N,10\n"}, "t.csv"),
		bad("missing file", "no such file", nil, "nope.pbn"),
		bad("a folder as input", "", map[string]string{"dir/x.txt": "x"}, "dir"),
		bad("text that is neither PBN nor CSV", "", map[string]string{"x.pbn": "Dear director,\nthe results are attached.\n"}, "x.pbn"),
		bad("XML", "", map[string]string{"x.csv": `<?xml version="1.0"?><EVENT></EVENT>`}, "x.csv"),
		bad("HTML page", "", map[string]string{"x.csv": "<html><body>results</body></html>\n"}, "x.csv"),

		// PBN.
		bad("truncated PBN", "not closed", map[string]string{"h.pbn": "[Board \"1\"]\n[Deal \"N:T9743.AJ96"}, "h.pbn"),
		bad("deal of 12 cards", "", map[string]string{"h.pbn": strings.Replace(h2, "T9743.AJ96.KT.T2", "T974.AJ96.KT.T2", 1), "t.csv": t2}, "h.pbn", "t.csv"),
		bad("a card twice", "", map[string]string{"h.pbn": strings.Replace(h2, "T9743.AJ96.KT.T2 5.", "T9743.AJ96.KT.T2 T.", 1), "t.csv": t2}, "h.pbn", "t.csv"),
		bad("board 0", "", map[string]string{"h.pbn": strings.Replace(h2, `[Board "1"]`, `[Board "0"]`, 1), "t.csv": t2}, "h.pbn", "t.csv"),
		bad("board -1", "", map[string]string{"h.pbn": strings.Replace(h2, `[Board "1"]`, `[Board "-1"]`, 1), "t.csv": t2}, "h.pbn", "t.csv"),
		bad("board of 30 digits", "", map[string]string{"h.pbn": strings.Replace(h2, `[Board "1"]`, `[Board "123456789012345678901234567890"]`, 1), "t.csv": t2}, "h.pbn", "t.csv"),
		bad("PBN board 10000", "", map[string]string{"h.pbn": strings.Replace(h2, `[Board "2"]`, `[Board "10000"]`, 1), "t.csv": t2}, "h.pbn", "t.csv"),
		bad("one board, two deals", "", map[string]string{"h.pbn": h2 + "[Board \"1\"]\n[Deal \"" + hostileDeals[2] + "\"]\n", "t.csv": t2}, "h.pbn", "t.csv"),
		bad("PBN contract 5Z", "", map[string]string{"h.pbn": "[Board \"1\"]\n[Deal \"" + hostileDeals[0] + "\"]\n[Declarer \"N\"]\n[Contract \"5Z\"]\n[Result \"10\"]\n"}, "h.pbn"),
		ok("CR CR LF line ends", map[string]string{"h.pbn": strings.ReplaceAll(h2, "\n", "\r\r\n"), "t.csv": t2}, "h.pbn", "t.csv"),
		ok("CR line ends", map[string]string{"h.pbn": strings.ReplaceAll(h2, "\n", "\r"), "t.csv": strings.ReplaceAll(t2, "\n", "\r")}, "h.pbn", "t.csv"),
		ok("HTML in the event title", map[string]string{"h.pbn": hands(2, "[Event \"<script>alert(1)</script>\"]\n"), "t.csv": t2}, "h.pbn", "t.csv"),
		ok("U+202E in the event title", map[string]string{"h.pbn": hands(2, "[Event \"Club \u202eevil\u202c cup\"]\n"), "t.csv": t2}, "h.pbn", "t.csv"),
		ok("a 2,000-character event title", map[string]string{"h.pbn": hands(2, "[Event \""+strings.Repeat("Кубок ", 333)+"\"]\n"), "t.csv": t2}, "h.pbn", "t.csv"),
		ok("a hand record of 4 boards, 2 played", map[string]string{"h.pbn": hands(4, ""), "t.csv": t2}, "h.pbn", "t.csv"),

		// CSV travellers.
		bad("header only", "", map[string]string{"h.pbn": h2, "t.csv": "board,ns,ew,contract,declarer,result\n"}, "h.pbn", "t.csv"),
		bad("required columns missing", "missing column", map[string]string{"t.csv": "Board,Contract,Declarer,Result\n1,4S,N,10\n"}, "t.csv"),
		bad("tricks 14", "out of range", map[string]string{"t.csv": "board,ns,ew,contract,declarer,result\n1,1,2,4S,N,14\n"}, "t.csv"),
		bad("contract 8NT", "", map[string]string{"t.csv": "board,ns,ew,contract,declarer,result\n1,1,2,8NT,N,10\n"}, "t.csv"),
		bad("contract 0S", "", map[string]string{"t.csv": "board,ns,ew,contract,declarer,result\n1,1,2,0S,N,10\n"}, "t.csv"),
		bad("contract 4SXXX", "", map[string]string{"t.csv": "board,ns,ew,contract,declarer,result\n1,1,2,4SXXX,N,10\n"}, "t.csv"),
		bad("declarer Q", "", map[string]string{"t.csv": "board,ns,ew,contract,declarer,result\n1,1,2,4S,Q,10\n"}, "t.csv"),
		ok("lead SX: left out, warned", map[string]string{"t.csv": "board,ns,ew,contract,declarer,result,lead\n1,1,2,4S,N,10,SX\n"}, "t.csv"),
		bad("lead SX, --strict", `lead "SX": not a card`, map[string]string{"t.csv": "board,ns,ew,contract,declarer,result,lead\n1,1,2,4S,N,10,SX\n"}, "--strict", "t.csv"),
		ok("score disagrees: a table not scored", map[string]string{"t.csv": "board,ns,ew,contract,declarer,result,score_ns\n1,1,2,4S,N,10,450\n1,3,4,4S,N,10,420\n"}, "t.csv"),
		bad("score disagrees, --strict", "board 1, NS 1 v EW 2: not scored: the input says +450 for NS", map[string]string{"t.csv": "board,ns,ew,contract,declarer,result,score_ns\n1,1,2,4S,N,10,450\n"}, "--strict", "t.csv"),
		bad("CSV board 10000", "", map[string]string{"t.csv": "board,ns,ew,contract,declarer,result\n10000,1,2,4S,N,10\n"}, "t.csv"),
		bad("board 99999999999999999999", "", map[string]string{"t.csv": "board,ns,ew,contract,declarer,result\n99999999999999999999,1,2,4S,N,10\n"}, "t.csv"),
		bad("negative round", "", map[string]string{"t.csv": "board,round,ns,ew,contract,declarer,result\n1,-3,1,2,4S,N,10\n"}, "t.csv"),
		bad("a quote never closed", "", map[string]string{"t.csv": "board,ns,ew,contract,declarer,result\n1,\"1,2,4S,N,10\n2,1,2,4S,N,10\n"}, "t.csv"),
		bad("the same pair twice", "twice", map[string]string{"t.csv": "board,ns,ew,contract,declarer,result\n1,1,2,4S,N,10\n1,1,4,4S,N,9\n"}, "t.csv"),
		bad("pair on both sides", "twice", map[string]string{"t.csv": "board,ns,ew,contract,declarer,result\n1,1,2,4S,N,10\n1,3,1,4S,N,9\n2,1,3,3NT,S,9\n"}, "t.csv"),
		bad("a row of too many cells", "", map[string]string{"t.csv": "board,ns,ew,contract,declarer,result\n1,1,2,4S,N,10,extra,cells\n"}, "t.csv"),
		ok("pair ids that are paths", map[string]string{"h.pbn": h2, "t.csv": mitchell("A", "../../etc", "CON", ".htaccess", "nul")}, "h.pbn", "t.csv"),
		ok("a 300-character pair id", map[string]string{"h.pbn": h2, "t.csv": mitchell("A", big(300, 'x'), "2", "1", "2")}, "h.pbn", "t.csv"),
		ok("pair ids differing in case", map[string]string{"h.pbn": h2, "t.csv": mitchell("A", "a", "A", "b", "B")}, "h.pbn", "t.csv"),
		ok("pair ids of symbols", map[string]string{"h.pbn": h2, "t.csv": mitchell("A", "♠", "♥", "🂡", "‮1")}, "h.pbn", "t.csv"),
		ok("lower-case section", map[string]string{"h.pbn": h2, "t.csv": travellers("a")}, "h.pbn", "t.csv"),
		ok("a 45-character section", map[string]string{"h.pbn": h2, "t.csv": travellers("Секция открытого первенства клуба «Дама»")}, "h.pbn", "t.csv"),
		ok("semicolons", map[string]string{"h.pbn": h2, "t.csv": strings.ReplaceAll(t2, ",", ";")}, "h.pbn", "t.csv"),
		ok("windows-1251 with a BOM-less header", map[string]string{"h.pbn": h2, "t.csv": "\xd1\xe5\xea\xf6\xe8\xff,board,ns,ew,contract,declarer,result\n\xc0,1,1,1,4S,N,10\n\xc0,1,2,2,3NT,S,9\n\xc0,2,1,2,4H,W,10\n\xc0,2,2,1,4H,W,9\n"}, "h.pbn", "t.csv"),

		// Names.
		ok("names with markup, quotes and ;", map[string]string{"h.pbn": h2, "t.csv": t2, "n.csv": names(`<b>Bold</b> & Co`, `O"Neil; Jr`, `=HYPERLINK("x")`, `\back\slash`)}, "--names", "n.csv", "h.pbn", "t.csv"),
		ok("names in scripts the PDF font lacks", map[string]string{"h.pbn": h2, "t.csv": t2, "n.csv": names("Nguyễn Văn Đức", "כהן דוד", "محمد علي", "王小明 🂡")}, "--names", "n.csv", "h.pbn", "t.csv"),
		ok("U+2011 and U+202E in names", map[string]string{"h.pbn": h2, "t.csv": t2, "n.csv": names("Smith\u2011Jones", "\u202eevil", "Zero\u200bWidth", "Tab\tName")}, "--names", "n.csv", "h.pbn", "t.csv"),
		ok("a 1,000-character name", map[string]string{"h.pbn": h2, "t.csv": t2, "n.csv": names(strings.Repeat("Константинопольский ", 50), "B", "C", "D")}, "--names", "n.csv", "h.pbn", "t.csv"),
		ok("a newline inside a quoted name", map[string]string{"h.pbn": h2, "t.csv": t2, "n.csv": names("Line\nBreak", "B", "C", "D")}, "--names", "n.csv", "h.pbn", "t.csv"),
		bad("a names file for travellers", "names file", map[string]string{"h.pbn": h2, "t.csv": t2}, "--names", "t.csv", "h.pbn"),

		// Teams.
		ok("long Cyrillic team names", map[string]string{"h.pbn": h2, "t.csv": teamEvent("Локомотив Новосибирск", "Динамо Санкт-Петербург")}, "h.pbn", "t.csv"),
		ok("team names of symbols", map[string]string{"h.pbn": h2, "t.csv": teamEvent("♠♥", "🂡🂱")}, "h.pbn", "t.csv"),
		ok("team names differing in case", map[string]string{"h.pbn": h2, "t.csv": teamEvent("Iceland", "ICELAND")}, "h.pbn", "t.csv"),
		ok("a board in one room only", map[string]string{"t.csv": "round,board,room,home,away,contract,declarer,result\n1,1,O,A,B,4S,N,10\n"}, "t.csv"),
		bad("a board in one room only, --strict", "not scored: no result from the closed room", map[string]string{"t.csv": "round,board,room,home,away,contract,declarer,result\n1,1,O,A,B,4S,N,10\n"}, "--strict", "t.csv"),
		bad("a team meeting itself", "", map[string]string{"t.csv": "round,board,room,home,away,contract,declarer,result\n1,1,O,A,A,4S,N,10\n1,1,C,A,A,4S,N,9\n"}, "t.csv"),

		// Decisions.
		ok("decisions on a lower-case section", map[string]string{"h.pbn": h2, "t.csv": travellers("a"), "d.csv": "section,board,ns,ew,decision\na,1,1,1,A+/A-\n"}, "--adjust", "d.csv", "h.pbn", "t.csv"),
		bad("a decision on a board nobody played", "", map[string]string{"h.pbn": h2, "t.csv": t2, "d.csv": "board,ns,ew,decision\n3,1,1,A+/A-\n"}, "--adjust", "d.csv", "h.pbn", "t.csv"),
		bad("weights that do not add up", "", map[string]string{"h.pbn": h2, "t.csv": t2, "d.csv": "board,ns,ew,decision\n1,1,1,W 30% 4S= N + 60% 4S-1 N\n"}, "--adjust", "d.csv", "h.pbn", "t.csv"),
		bad("a decision in nonsense", "", map[string]string{"h.pbn": h2, "t.csv": t2, "d.csv": "board,ns,ew,decision\n1,1,1,MAYBE\n"}, "--adjust", "d.csv", "h.pbn", "t.csv"),
		bad("two decisions for one table", "", map[string]string{"h.pbn": h2, "t.csv": t2, "d.csv": "board,ns,ew,decision\n1,1,1,A+/A-\n1,1,1,ARB +420\n"}, "--adjust", "d.csv", "h.pbn", "t.csv"),

		// Payloads in every field a page shows.
		ok("markup in every field", map[string]string{
			"h.pbn": hands(2, "[Event \"\\\"><img src=x onerror=alert(1)>\"]\n[Site \"{{.}} %s%n\"]\n[Date \"<svg onload=alert(2)>\"]\n"),
			"t.csv": mitchell("<i>A</i>", "<b>1</b>", "'; DROP TABLE pairs; --", "<u>EW</u>", "=cmd|' /C calc'!A0"),
		}, "h.pbn", "t.csv"),
		ok("markup in decisions", map[string]string{"h.pbn": h2, "t.csv": t2,
			"d.csv": "board,ns,ew,decision,reason,law,director\n1,1,1,A+/A-,<script>alert(1)</script>,\"12C\"\"><b>\",\"=HYPERLINK(\"\"x\"\")\"\n"},
			"--adjust", "d.csv", "h.pbn", "t.csv"),
		bad("terminal escapes in names", "n.csv:2:9: control character U+001B (want a CSV text file)", map[string]string{"h.pbn": h2, "t.csv": t2, "n.csv": names("\x1b]0;pwned\x07", "\x1b[2J", "Bell\x07", "Del\x7f")}, "--names", "n.csv", "h.pbn", "t.csv"),

		// Encodings.
		bad("UTF-16 with a BOM", "", map[string]string{"t.csv": "\xff\xfeb\x00o\x00a\x00r\x00d\x00\n\x00"}, "t.csv"),
		bad("an encoding no one can tell", "", map[string]string{"h.pbn": h2, "t.csv": mitchell("A", "\xe0\xe1", "2", "1", "2")}, "h.pbn", "t.csv"),
		ok("a charset declaration the bytes contradict", map[string]string{"h.pbn": strings.Replace(hands(2, "[Event \"\xcf\xe0\xf0\xed\xfb\xe9 \xf2\xf3\xf0\xed\xe8\xf0 \xea\xeb\xf3\xe1\xe0 \xcc\xee\xf1\xea\xe2\xe0\"]\n"), "charset=UTF-8", "charset=ISO-8859-1", 1), "t.csv": t2}, "h.pbn", "t.csv"),
		bad("mixed UTF-8 and windows-1251", "not valid utf-8", map[string]string{"h.pbn": hands(2, "[Event \"Кубок \xcc\xee\xf1\xea\xe2\xfb\"]\n"), "t.csv": t2}, "h.pbn", "t.csv"),
		ok("KOI8-R names", map[string]string{"h.pbn": h2, "t.csv": t2, "n.csv": "section,direction,pair,player1,player2\nA,NS,1,\xe9\xd7\xc1\xce\xcf\xd7 \xf0\xc5\xd4\xd2,\xf3\xcd\xc9\xd2\xce\xcf\xd7 \xe9\xd7\xc1\xce\nA,NS,2,B,C\nA,EW,1,D,E\nA,EW,2,F,G\n"}, "--names", "n.csv", "h.pbn", "t.csv"),

		// Shapes of files.
		ok("a hand record in three concatenated PBN files", map[string]string{"h.pbn": hands(1, "") + "% PBN 2.1\n" + "[Board \"2\"]\n[Deal \"" + hostileDeals[1] + "\"]\n\n% PBN 1.0\n", "t.csv": t2}, "h.pbn", "t.csv"),
		{name: "a hand record alone", files: map[string]string{"h.pbn": h2}, args: []string{"h.pbn"}, want: exitNoResult, noResults: true},
		bad("a file of no deals and no results", "session: no results: the inputs hold no deal and no movement either: nothing to score",
			map[string]string{"h.pbn": "% PBN 2.1\n[Event \"Club\"]\n"}, "h.pbn"),
		ok("TAB-separated", map[string]string{"h.pbn": h2, "t.tsv": strings.ReplaceAll(t2, ",", "\t")}, "h.pbn", "t.tsv"),
		ok("blank lines and comments", map[string]string{"h.pbn": h2, "t.csv": "\n\n# exported by hand\n" + strings.ReplaceAll(t2, "\n", "\n\n")}, "h.pbn", "t.csv"),
		bad("a header twice as wide", "", map[string]string{"t.csv": "board,ns,ew,contract,declarer,result,board,ns\n1,1,1,4S,N,10,1,1\n"}, "t.csv"),
		bad("a decisions file given as travellers", "", map[string]string{"h.pbn": h2, "d.csv": "board,ns,ew,decision\n1,1,1,A+/A-\n"}, "h.pbn", "d.csv"),
		bad("travellers given as decisions", "", map[string]string{"h.pbn": h2, "t.csv": t2}, "--adjust", "t.csv", "h.pbn", "t.csv"),
		bad("results over the limit of one session", "", map[string]string{"t.csv": manyRows(formats.MaxResults + 1)}, "t.csv"),
		ok("a Bridgemate export", map[string]string{
			"r.csv":  "ID,Section,Table,Round,Board,PairNS,PairEW,Declarer,NS/EW,Contract,Result,LeadCard,Remarks,DateLog,TimeLog,Processed,Processed1,Processed2,Processed3,Processed4,Erased\n1,1,1,1,1,1,1,1,\"N\",\"4 S\",\"=\",,,,,0,0,0,0,0,0\n2,1,2,1,1,2,2,2,\"S\",\"3 NT\",\"=\",,,,,0,0,0,0,0,0\n",
			"s.csv":  "ID,Letter,Tables,MissingPair,EWMoveBeforePlay,Session,ScoringType,Winners\n1,\"A  \",2,0,0,1,1,0\n",
			"rd.csv": "Section,Table,Round,NSPair,EWPair,LowBoard,HighBoard,CustomBoards\n1,1,1,1,1,1,1,\n1,2,1,2,2,1,1,\n",
		}, "r.csv", "s.csv", "rd.csv"),

		// Size.
		bad("a 20 MB header", "", map[string]string{"t.csv": big(20<<20, 'h') + "\n1\n"}, "t.csv"),
		bad("a 50 MB field", "", map[string]string{"t.csv": "board,ns,ew,contract,declarer,result\n1,1,2," + big(50<<20, 'x') + ",N,10\n"}, "t.csv"),
		bad("a 70 MB file", "", map[string]string{"t.csv": t2 + strings.Repeat("# a comment line to make the file large\n", (70<<20)/40)}, "t.csv"),
		bad("a 20 MB PBN tag", "", map[string]string{"h.pbn": "[Event \"" + big(20<<20, 'e') + "\"]\n" + h2, "t.csv": t2}, "h.pbn", "t.csv"),
	}
}

func TestHostileCheckScoreAgree(t *testing.T) {
	if testing.Short() {
		t.Skip("writes 200 MB of inputs")
	}
	for _, tc := range hostileCases() {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			for name, data := range tc.files {
				p := filepath.Join(dir, name)
				if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
					t.Fatal(err)
				}
				settled(t, p)
			}
			args := make([]string, len(tc.args))
			for i, a := range tc.args {
				args[i] = a
				if !strings.HasPrefix(a, "-") {
					args[i] = filepath.Join(dir, a)
				}
			}
			out := filepath.Join(dir, "out")
			cCode, cOut, cErr := run(t, append([]string{"check"}, args...)...)
			sCode, sOut, sErr := run(t, append([]string{"score", "--out", out, "--format", "html,pdf,json,txt,pbn,csv", "--dd-cache", "off"}, args...)...)
			for _, s := range []string{cErr, sErr} {
				for line := range strings.Lines(s) {
					if len(line) > 1000 {
						t.Errorf("a message line of %d bytes: %.200q...", len(line), line)
					}
				}
			}
			if tc.noResults {
				const first = "no results yet: nothing published\n"
				if cCode != tc.want || sCode != tc.want || !strings.HasPrefix(cOut, first) || !strings.HasSuffix(cOut, ": 2 deals, no results yet\n") || sOut != first || sErr != "" {
					t.Errorf("check exit %d, %q; score exit %d, %q, %s", cCode, cOut, sCode, sOut, short(sErr))
				}
				return
			}
			if cCode != sCode {
				t.Errorf("check exit %d, score exit %d\ncheck: %s\nscore: %s", cCode, sCode, short(cErr), short(sErr))
			}
			if cCode != tc.want || sCode != tc.want {
				t.Errorf("exit %d (check) and %d (score), want %d\ncheck: %s\nscore: %s", cCode, sCode, tc.want, short(cErr), short(sErr))
			}
			switch sCode {
			case exitOK:
				if !strings.HasPrefix(cOut, "ok: ") {
					t.Errorf("check said %q", cOut)
				}
				data, err := os.ReadFile(filepath.Join(out, "results.json"))
				if err != nil || !json.Valid(data) {
					t.Errorf("results.json: %v", err)
				}
				checkOutputs(t, out)
			case exitInput:
				if cErr != sErr {
					t.Errorf("check and score say different things\ncheck: %s\nscore: %s", short(cErr), short(sErr))
				}
				if tc.msg != "" && !strings.Contains(sErr, tc.msg) {
					t.Errorf("stderr %s, want it to say %q", short(sErr), tc.msg)
				}
				if _, err := os.Lstat(out); err == nil {
					t.Errorf("score wrote %s", out)
				}
			}
		})
	}
}

// checkOutputs checks the files of a published site: short, plain names,
// and no markup from the input left unescaped in a page.
func checkOutputs(t *testing.T, out string) {
	t.Helper()
	entries, err := os.ReadDir(out)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if err := pub.CheckName(e.Name()); err != nil || len(e.Name()) > 180 {
			t.Errorf("output file %q (%d bytes): %v", e.Name(), len(e.Name()), err)
		}
		if !strings.HasSuffix(e.Name(), ".html") {
			continue
		}
		page, err := os.ReadFile(filepath.Join(out, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		for _, raw := range []string{"<script>alert", "<img src=x", "<svg onload", "<b>1</b>", "<b>Bold</b>", "<i>A</i>", "<u>EW</u>"} {
			if bytes.Contains(page, []byte(raw)) {
				t.Errorf("%s holds %q unescaped", e.Name(), raw)
			}
		}
	}
}

// manyRows is a traveller of n results of one board: n tables.
func manyRows(n int) string {
	var b strings.Builder
	b.WriteString("board,ns,ew,contract,declarer,result\n")
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "1,%d,%d,4S,N,10\n", i, i)
	}
	return b.String()
}

func short(s string) string {
	if len(s) > 600 {
		return s[:600] + "..."
	}
	return s
}
