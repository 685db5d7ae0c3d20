package main

import (
	"bytes"
	"os"
	"testing"
)

// TestModelUpToDate: charset/model_gen.go is what the trainer makes from
// the corpus (run go generate in charset after changing either).
func TestModelUpToDate(t *testing.T) {
	want, err := generate(os.DirFS("corpus"))
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("../../model_gen.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatal("charset/model_gen.go is out of date: run go generate in charset")
	}
}

func TestFeminine(t *testing.T) {
	for _, c := range []struct{ name, in, want string }{
		{"ov", "Иванов", "Иванова"},
		{"yov", "Королёв", "Королёва"},
		{"in", "Ильин", "Ильина"},
		{"skiy", "Вишневский", "Вишневская"},
		{"oy", "Толстой", "Толстая"},
		{"indeclinable", "Черных", "Черных"},
		{"enko", "Шевченко", "Шевченко"},
		{"double", "Римский-Корсаков", "Римская-Корсакова"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := feminine(c.in); got != c.want {
				t.Errorf("feminine(%q) = %q, want %q", c.in, got, c.want)
			}
		})
	}
}
