package translit_test

import (
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/translit"
)

func TestSlug(t *testing.T) {
	for _, tt := range []struct {
		in   string
		max  int
		want string
	}{
		{"Понедельник 1", 0, "ponedelnik-1"},
		{"Club: Ёлка!", 0, "club-yolka"},
		{"x.y z", 0, "x-y-z"},
		{"♠♥", 0, ""},
		{"Локомотив Новосибирск", 0, "lokomotiv-novosibirsk"},
		{"Объединённый Подъезд", 0, "obedinyonnyy-podezd"},
		{"Nguyễn Văn Đức", 0, "nguyen-van-duc"},
		{"Łukasz Żółć", 0, "lukasz-zolc"},
		{"Straße", 0, "strasse"},
		{"Щукина Юлия", 0, "shchukina-yuliya"},
		{"Київ Ґанок", 0, "kiyiv-ganok"},
		{"x-1_", 0, "x-1_"},
		{"--a--b--", 0, "a-b"},
		{"שלום abc 北京", 0, "abc"},
		{"A/1", 0, "a1"},
		{"Mon (late)", 0, "mon-late"},
		{"one two three", 9, "one-two"},
		{"one two three", 7, "one-two"},
		{"onetwothree", 5, "onetw"},
		{"one two", 3, "one"},
		{"one-", 3, "one"},
	} {
		if got := translit.Slug(tt.in, tt.max); got != tt.want {
			t.Errorf("Slug(%q, %d) = %q, want %q", tt.in, tt.max, got, tt.want)
		}
		if got := translit.Slug(tt.in, tt.max); strings.Trim(got, "abcdefghijklmnopqrstuvwxyz0123456789-_") != "" || tt.max > 0 && len(got) > tt.max {
			t.Errorf("Slug(%q, %d) = %q: outside a-z 0-9 - _ or too long", tt.in, tt.max, got)
		}
	}
}

// The two systems differ only where the standards do.
func TestSystems(t *testing.T) {
	for _, tt := range []struct{ in, passport, web string }{
		{"Щукина Ёлка", "Shchukina Elka", "Shchukina Yolka"},
		{"Пятница, Юрий Подъячев", "Piatnitsa, Iurii Podieiachev", "Pyatnitsa, Yuriy Podyachev"},
		{"Łukasz ♠", "Lukasz ♠", "Lukasz ♠"},
	} {
		if got := translit.Passport.String(tt.in); got != tt.passport {
			t.Errorf("Passport(%q) = %q, want %q", tt.in, got, tt.passport)
		}
		if got := translit.Web.String(tt.in); got != tt.web {
			t.Errorf("Web(%q) = %q, want %q", tt.in, got, tt.web)
		}
	}
	if s, ok := translit.Passport.Latin('中'); ok {
		t.Errorf("Latin('中') = %q, true", s)
	}
}

func TestHash(t *testing.T) {
	if a, b := translit.Hash("Mon"), translit.Hash("mon"); a == b || len(a) != 8 {
		t.Errorf("Hash: %q %q", a, b)
	}
}

func FuzzSlug(f *testing.F) {
	for _, s := range []string{"Понедельник 1", "a/../b", "\u202eevil", "x\x00y"} {
		f.Add(s, 20)
	}
	f.Fuzz(func(t *testing.T, s string, max int) {
		max = max%300 + 1
		if max < 1 {
			max = -max + 1
		}
		got := translit.Slug(s, max)
		if len(got) > max || strings.Trim(got, "abcdefghijklmnopqrstuvwxyz0123456789-_") != "" ||
			strings.HasPrefix(got, "-") || strings.HasSuffix(got, "-") || strings.Contains(got, "--") {
			t.Errorf("Slug(%q, %d) = %q", s, max, got)
		}
	})
}
