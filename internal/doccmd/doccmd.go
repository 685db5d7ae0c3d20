// Package doccmd finds the commands that the Markdown documents show
// (README.md, CONTRIBUTING.md and docs/*.md), so that a test can run every
// one of them (docs_test.go). The convention it reads, which
// CONTRIBUTING.md states for writers ("Commands in the docs"):
//
//   - A fenced block whose info string starts with "console" is a
//     terminal session. Each line that starts with "$ " is a command (a
//     line that ends in " \" goes on to the next one), and the lines after
//     it, up to the next command, are what it prints. Among them a line
//     "..." stands for any number of lines. A comment that starts with
//     "exit N" ("# exit 5: no results yet") gives the command's exit code;
//     without one it is 0.
//   - A block whose info string holds the word "norun" is not run: its
//     commands need what a test cannot have (the network, a crontab, the
//     Windows Task Scheduler). Parse still returns them, so that the test
//     lists each one.
//   - A "bat" block holds Windows commands, one a line (no prompt; "rem"
//     and "::" lines are comments).
//   - A protokol command written inside a crontab line, a systemd unit's
//     ExecStart= or a Windows command ("protokol.exe score ...", up to its
//     closing quote) is found and returned as an embedded command, so that
//     it is run too, in blocks whose language is crontab, ini or bat, and
//     in the commands of a norun console block.
//   - A block whose info string holds "file=NAME" is the content of a file
//     NAME that the commands of the same document read.
//
// Words are split as a POSIX shell splits them (single and double quotes,
// backslashes, a "#" comment, "> FILE"), or in a bat block as cmd.exe
// does (double quotes only). Nothing is expanded: a word that holds an
// unquoted *, ? or [ is marked, for the caller to glob.
//
// It imports only the standard library; like the rest of internal/, only
// tests use it.
package doccmd

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// Block is one fenced code block of a document.
type Block struct {
	Doc   string // the document's name, as given to Parse
	Line  int    // the line of its opening fence, from 1
	Lang  string // the info string's first word: "console", "crontab", "ini", "bat", "json", ...
	NoRun bool   // the info string holds "norun"
	File  string // NAME of "file=NAME": the block is that file's content
	Body  []string
	// Commands are a console or bat block's commands, and the protokol
	// commands embedded in the lines of other blocks (Embedded).
	Commands []Command
}

// Command is one command a block shows.
type Command struct {
	Line     int    // in the document, from 1
	Text     string // as shown: the prompt, the line breaks and the comment taken out
	Words    []Word
	Stdout   string // FILE of "> FILE": standard output goes into it
	Exit     int    // the exit code the document says (0 unless "# exit N")
	Output   []string
	Shown    bool // the document shows what it prints (Output, perhaps empty after "...")
	Embedded bool // a protokol command written inside another line (cron, systemd, schtasks)
}

// Word is one word of a command, its quotes taken out.
type Word struct {
	Text string
	Glob bool // holds an unquoted *, ? or [
}

// Args are the words' texts.
func (c Command) Args() []string {
	args := make([]string, len(c.Words))
	for i, w := range c.Words {
		args[i] = w.Text
	}
	return args
}

// Any is the output line that stands for any number of lines.
const Any = "..."

var (
	fence = regexp.MustCompile("^ {0,3}(```+|~~~+)(.*)$")
	// embedded finds a protokol command inside a line: the program (a
	// path ending in protokol or protokol.exe) after the start of the
	// line, a blank, a quote or "=", and a subcommand.
	embedded = regexp.MustCompile(`(^|[\s"'=])((?:[^\s"'=]*[/\\])?protokol(?:\.exe)?)\s+(score|check|demo|batch|dd|vp|detect|convert)\b`)
	exitRe   = regexp.MustCompile(`^exit (\d+)\b`)
)

// Parse reads the fenced blocks of the Markdown document md, named doc in
// errors, and the commands in them. An error names the document and the
// line: a block that is not closed, a quote that is not closed.
func Parse(doc string, md string) ([]Block, error) {
	lines := strings.Split(strings.ReplaceAll(md, "\r\n", "\n"), "\n")
	var blocks []Block
	for i := 0; i < len(lines); i++ {
		m := fence.FindStringSubmatch(lines[i])
		if m == nil {
			continue
		}
		b := Block{Doc: doc, Line: i + 1}
		info := strings.Fields(m[2])
		if len(info) > 0 {
			b.Lang = info[0]
		}
		for _, f := range info[min(1, len(info)):] {
			switch {
			case f == "norun":
				b.NoRun = true
			case strings.HasPrefix(f, "file="):
				b.File = strings.TrimPrefix(f, "file=")
			}
		}
		closed := false
		for i++; i < len(lines); i++ {
			if c := strings.TrimLeft(lines[i], " "); strings.HasPrefix(c, m[1]) && strings.Trim(c, m[1][:1]) == "" && len(lines[i])-len(c) <= 3 {
				closed = true
				break
			}
			b.Body = append(b.Body, lines[i])
		}
		if !closed {
			return nil, fmt.Errorf("%s:%d: a code block not closed (want a line %s)", doc, b.Line, m[1])
		}
		var err error
		b.Commands, err = commands(b)
		if err != nil {
			return nil, err
		}
		blocks = append(blocks, b)
	}
	return blocks, nil
}

// commands finds the commands of b.
func commands(b Block) ([]Command, error) {
	var cmds []Command
	switch b.Lang {
	case "console":
		for k := 0; k < len(b.Body); k++ {
			line := b.Body[k]
			if !strings.HasPrefix(line, "$ ") {
				if len(cmds) == 0 {
					if strings.TrimSpace(line) != "" {
						return nil, fmt.Errorf("%s:%d: a console block's first line is not a command (want \"$ \" before it)", b.Doc, b.Line+1+k)
					}
					continue
				}
				c := &cmds[len(cmds)-1]
				c.Output = append(c.Output, strings.TrimRight(line, " \t"))
				c.Shown = true
				continue
			}
			at := b.Line + 1 + k
			text := strings.TrimPrefix(line, "$ ")
			for strings.HasSuffix(text, `\`) && k+1 < len(b.Body) {
				k++
				text = strings.TrimSuffix(text, `\`) + " " + strings.TrimSpace(b.Body[k])
			}
			c, err := split(text, false)
			if err != nil {
				return nil, fmt.Errorf("%s:%d: %w", b.Doc, at, err)
			}
			c.Line = at
			cmds = append(cmds, c)
		}
		for i := range cmds {
			// An output that ends in blank lines shows none of them.
			for n := len(cmds[i].Output); n > 0 && cmds[i].Output[n-1] == ""; n-- {
				cmds[i].Output = cmds[i].Output[:n-1]
			}
			cmds[i].Shown = cmds[i].Shown && len(cmds[i].Output) > 0
		}
	case "bat":
		for k, line := range b.Body {
			t := strings.TrimSpace(line)
			if t == "" || strings.HasPrefix(strings.ToLower(t), "rem ") || strings.HasPrefix(t, "::") {
				continue
			}
			c, err := split(t, true)
			if err != nil {
				return nil, fmt.Errorf("%s:%d: %w", b.Doc, b.Line+1+k, err)
			}
			c.Line = b.Line + 1 + k
			cmds = append(cmds, c)
		}
	}
	var out []Command
	for _, c := range cmds {
		if b.Lang == "console" && !b.NoRun {
			out = append(out, c)
			continue
		}
		e, err := embeddedIn(b, c.Line, c.Text)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
		out = append(out, e...)
	}
	if b.Lang == "crontab" || b.Lang == "ini" {
		for k, line := range b.Body {
			if strings.HasPrefix(strings.TrimSpace(line), "#") {
				continue
			}
			e, err := embeddedIn(b, b.Line+1+k, line)
			if err != nil {
				return nil, err
			}
			out = append(out, e...)
		}
	}
	return out, nil
}

// embeddedIn finds the protokol commands written inside text, at line of
// block b.
func embeddedIn(b Block, line int, text string) ([]Command, error) {
	var out []Command
	for _, m := range embedded.FindAllStringSubmatchIndex(text, -1) {
		start, end := m[4], len(text)
		if q := text[m[2]:m[3]]; q == `"` || q == `'` {
			if e := strings.Index(text[start:], q); e >= 0 {
				end = start + e
			}
		}
		c, err := split(text[start:end], b.Lang == "bat")
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %w", b.Doc, line, err)
		}
		c.Line, c.Embedded = line, true
		out = append(out, c)
	}
	return out, nil
}

// split splits a command into words, as a POSIX shell does, or as cmd.exe
// does when windows is set, and takes out its comment and "> FILE".
func split(text string, windows bool) (Command, error) {
	var c Command
	var w strings.Builder
	inWord, glob := false, false
	redirect := false
	end := func() {
		if !inWord {
			return
		}
		if redirect {
			c.Stdout, redirect = w.String(), false
		} else {
			c.Words = append(c.Words, Word{Text: w.String(), Glob: glob})
		}
		w.Reset()
		inWord, glob = false, false
	}
	comment, cut := "", len(text)
	for i := 0; i < len(text); i++ {
		ch := text[i]
		switch {
		case ch == ' ' || ch == '\t':
			end()
		case ch == '#' && !inWord && !windows:
			comment, cut = strings.TrimSpace(text[i+1:]), i
			i = len(text)
		case ch == '>' && !inWord:
			end()
			redirect = true
		case ch == '"':
			inWord = true
			j := i + 1
			for ; j < len(text) && text[j] != '"'; j++ {
				if !windows && text[j] == '\\' && j+1 < len(text) && strings.IndexByte("\"\\$`", text[j+1]) >= 0 {
					j++
				}
				w.WriteByte(text[j])
			}
			if j == len(text) {
				return c, fmt.Errorf("a double quote not closed in %q", text)
			}
			i = j
		case ch == '\'' && !windows:
			inWord = true
			j := strings.IndexByte(text[i+1:], '\'')
			if j < 0 {
				return c, fmt.Errorf("a single quote not closed in %q", text)
			}
			w.WriteString(text[i+1 : i+1+j])
			i += 1 + j
		case ch == '\\' && !windows && i+1 < len(text):
			inWord = true
			i++
			w.WriteByte(text[i])
		default:
			inWord = true
			if ch == '*' || ch == '?' || ch == '[' {
				glob = true
			}
			w.WriteByte(ch)
		}
	}
	end()
	if redirect {
		return c, fmt.Errorf("\">\" without a file in %q", text)
	}
	if m := exitRe.FindStringSubmatch(comment); m != nil {
		c.Exit, _ = strconv.Atoi(m[1])
	}
	c.Text = strings.TrimSpace(text[:cut])
	if len(c.Words) == 0 {
		return c, fmt.Errorf("no command in %q", text)
	}
	return c, nil
}

// Match reports whether got (lines, their trailing blanks trimmed) is what
// want shows: the same lines, where a line Any stands for any number of
// lines.
func Match(want, got []string) bool {
	if len(want) == 0 {
		return len(got) == 0
	}
	if want[0] == Any {
		for k := 0; k <= len(got); k++ {
			if Match(want[1:], got[k:]) {
				return true
			}
		}
		return false
	}
	return len(got) > 0 && strings.TrimRight(got[0], " \t") == want[0] && Match(want[1:], got[1:])
}

// Link is a link or a picture of a document, outside code.
type Link struct {
	Line   int    // from 1
	Target string // as written: "docs/inputs.md#pbn", "#limits", "img/board.png"
}

var (
	linkRe = regexp.MustCompile(`\]\(([^)\s]+)(?:\s+"[^"]*")?\)`)
	codeRe = regexp.MustCompile("`[^`]*`")
)

// Links finds the links and pictures of the Markdown document md, leaving
// out code blocks and code spans.
func Links(md string) []Link {
	var out []Link
	inBlock := ""
	for i, line := range strings.Split(md, "\n") {
		if m := fence.FindStringSubmatch(line); m != nil {
			switch {
			case inBlock == "":
				inBlock = m[1]
			case strings.HasPrefix(m[1], inBlock) && strings.TrimSpace(m[2]) == "":
				inBlock = ""
			}
			continue
		}
		if inBlock != "" {
			continue
		}
		for _, m := range linkRe.FindAllStringSubmatch(codeRe.ReplaceAllString(line, ""), -1) {
			out = append(out, Link{Line: i + 1, Target: m[1]})
		}
	}
	return out
}

// Slug is the anchor GitHub gives a heading: its text in lower case,
// without the characters that are not letters, marks, digits, connectors,
// spaces or hyphens, and a hyphen for each space. Code spans keep their
// text.
func Slug(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(heading) {
		switch {
		case r == ' ':
			b.WriteByte('-')
		case r == '-' || unicode.In(r, unicode.L, unicode.M, unicode.N, unicode.Pc):
			b.WriteRune(r)
		}
	}
	return b.String()
}
