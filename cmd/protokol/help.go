package main

import (
	"cmp"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/urfave/cli/v3"
)

// The help of every command fits helpWidth columns: the flags in groups,
// each flag's usage wrapped in a column beside it.
const (
	helpWidth = 80
	helpFlags = 25 // the column of the flags' usage
)

func init() { cli.HelpPrinter = printHelp }

// printHelp prints the help of the command that data is (cli's
// HelpPrinter, for --help and protokol help NAME).
func printHelp(w io.Writer, templ string, data any) {
	c, ok := data.(*cli.Command)
	if !ok {
		cli.HelpPrinterCustom(w, templ, data, nil)
		return
	}
	var b strings.Builder
	name := c.FullName()
	fmt.Fprintf(&b, "NAME:\n%s\n\nUSAGE:\n", wrapText(name+" - "+c.Usage, 3))
	if c.Root() == c {
		fmt.Fprintf(&b, "   %s COMMAND [options] [FILE...]\n", name)
	} else {
		fmt.Fprintf(&b, "   %s [options] %s\n", name, c.ArgsUsage)
	}
	if c.Description != "" {
		fmt.Fprintf(&b, "\nDESCRIPTION:\n%s\n", wrapText(c.Description, 3))
	}
	if cmds := c.VisibleCommands(); len(cmds) > 0 {
		b.WriteString("\nCOMMANDS:\n")
		for _, s := range cmds {
			b.WriteString(column(strings.Join(s.Names(), ", "), s.Usage, 13))
		}
		fmt.Fprintf(&b, "\nSee %s COMMAND --help for the options of each.\n", name)
	}
	printFlags(&b, c.VisibleFlags())
	io.WriteString(w, b.String())
}

// printFlags lists flags in the groups of their categories, in the order
// they first come in; a flag's usage says its default.
func printFlags(b *strings.Builder, flags []cli.Flag) {
	var groups []string
	byGroup := map[string][]cli.Flag{}
	for _, f := range flags {
		g := ""
		if cf, ok := f.(cli.CategorizableFlag); ok {
			g = cf.GetCategory()
		}
		if _, seen := byGroup[g]; !seen {
			groups = append(groups, g)
		}
		byGroup[g] = append(byGroup[g], f)
	}
	b.WriteString("\nOPTIONS:\n")
	for i, g := range groups {
		if g != "" {
			if i > 0 {
				b.WriteString("\n")
			}
			fmt.Fprintf(b, "   %s:\n", g)
		}
		for _, f := range byGroup[g] {
			b.WriteString(flagHelp(f))
		}
	}
}

// flagHelp is one flag's lines: "   -o, --out DIR        output folder
// (default: results)".
func flagHelp(f cli.Flag) string {
	doc, _ := f.(cli.DocGenerationFlag)
	if doc == nil {
		return column(strings.Join(f.Names(), ", "), "", helpFlags)
	}
	value, usage := placeholder(doc.GetUsage())
	if doc.TakesValue() {
		value = " " + cmp.Or(value, "VALUE")
	} else {
		value = ""
	}
	var long, short string
	for _, n := range f.Names() {
		if len(n) == 1 {
			short = "-" + n + ", "
		} else if long == "" {
			long = "--" + n
		}
	}
	def := doc.GetDefaultText()
	if def == "" && doc.TakesValue() && doc.IsDefaultVisible() {
		def = strings.Trim(doc.GetValue(), `"`)
	}
	if def != "" && def != "0" {
		usage += " (default: " + def + ")"
	}
	return column(fmt.Sprintf("%4s%s%s", short, long, value), usage, helpFlags)
}

// placeholder takes the `WORD` out of a usage: the name of the value, and
// the usage without its quotes, or without it when it leads the usage as
// "`WORD`: " ("`HOW`: neuberg or none": HOW, "neuberg or none").
func placeholder(usage string) (string, string) {
	before, rest, ok := strings.Cut(usage, "`")
	if !ok {
		return "", usage
	}
	word, after, ok := strings.Cut(rest, "`")
	if !ok {
		return "", usage
	}
	if text, ok := strings.CutPrefix(after, ": "); ok && before == "" {
		return word, text
	}
	return word, before + word + after
}

// column is a term indented by 3 and its text wrapped from column at: on
// the term's line when the term leaves room, else on the next.
func column(term, text string, at int) string {
	head := "   " + term
	lines := wrapWords(text, helpWidth-at)
	if len(lines) == 0 {
		return head + "\n"
	}
	pad := strings.Repeat(" ", at)
	var b strings.Builder
	if n := utf8.RuneCountInString(head); n+2 <= at {
		b.WriteString(head + strings.Repeat(" ", at-n) + lines[0] + "\n")
		lines = lines[1:]
	} else {
		b.WriteString(head + "\n")
	}
	for _, l := range lines {
		b.WriteString(pad + l + "\n")
	}
	return b.String()
}

// wrapText indents text by indent, each line wrapped to helpWidth (a
// wrapped line keeps its own indentation); blank lines stay.
func wrapText(text string, indent int) string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		if strings.TrimSpace(line) == "" {
			out = append(out, "")
			continue
		}
		pad := strings.Repeat(" ", indent+len(line)-len(strings.TrimLeft(line, " ")))
		for _, l := range wrapWords(line, helpWidth-len(pad)) {
			out = append(out, pad+l)
		}
	}
	return strings.Join(out, "\n")
}

// wrapWords splits text into lines of at most width characters, at
// spaces (a longer word has a line of its own).
func wrapWords(text string, width int) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(text) {
		switch {
		case line == "":
			line = w
		case utf8.RuneCountInString(line)+1+utf8.RuneCountInString(w) <= width:
			line += " " + w
		default:
			lines = append(lines, line)
			line = w
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}
