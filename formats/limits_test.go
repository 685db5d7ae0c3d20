package formats_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/formats"
)

func TestLongLine(t *testing.T) {
	const limit = 8
	tests := []struct {
		name, text string
		want       string // the error, "" for none
	}{
		{"short lines", "12345678\n12345678\n", ""},
		{"CR LF and CR CR LF not counted", "12345678\r\n12345678\r\r\n1", ""},
		{"no line end", "123456789", "f:1:9: too large: a line of more than 8 bytes (the limit for one line; want a text input: PBN, CSV travellers, BBO LIN or USEBIO XML)"},
		{"third line", "a\nb\r\n123456789\n", "f:3:9: too large: a line of more than 8 bytes (the limit for one line; want a text input: PBN, CSV travellers, BBO LIN or USEBIO XML)"},
		{"after CR CR LF", "a\r\r\n123456789", "f:2:9: too large: a line of more than 8 bytes (the limit for one line; want a text input: PBN, CSV travellers, BBO LIN or USEBIO XML)"},
		// Ж is two bytes: the limit falls inside the fifth, which is
		// column 5.
		{"columns count characters", "ЖЖЖЖЖ", "f:1:5: too large: a line of more than 8 bytes (the limit for one line; want a text input: PBN, CSV travellers, BBO LIN or USEBIO XML)"},
		{"empty", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := formats.LongLine("f", tt.text, limit)
			switch {
			case tt.want == "" && err != nil:
				t.Fatalf("err = %v, want none", err)
			case tt.want == "":
			case err == nil:
				t.Fatalf("no error, want %q", tt.want)
			case err.Error() != tt.want || !errors.Is(err, formats.ErrTooLarge):
				t.Errorf("err = %q, want %q (errors.Is ErrTooLarge: %v)", err, tt.want, errors.Is(err, formats.ErrTooLarge))
			}
		})
	}
}

func TestSize(t *testing.T) {
	for _, tt := range []struct {
		n    int
		want string
	}{
		{formats.MaxFileBytes, "64 MiB"}, {formats.MaxLineBytes, "1 MiB"}, {2048, "2 KiB"}, {1000, "1000 bytes"},
	} {
		if got := formats.Size(tt.n); got != tt.want {
			t.Errorf("Size(%d) = %q, want %q", tt.n, got, tt.want)
		}
	}
	if !strings.Contains(formats.FileTooLarge("a.csv", formats.MaxFileBytes).Error(), "more than 64 MiB") {
		t.Error("FileTooLarge does not name the limit")
	}
}
