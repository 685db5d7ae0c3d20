package charset

import (
	"strings"
	"testing"
)

// TestDOSUkrainian: CP1125 and CP866 differ only in 0xF2-0xF9; the letters
// around those bytes tell them apart, and a doubt is refused with both
// named rather than guessed.
func TestDOSUkrainian(t *testing.T) {
	rows := []struct {
		name string
		text string
		in   *Encoding
		want *Encoding // nil: refused, with CP866 and CP1125 the two candidates
	}{
		// The file: Очікує read as CP866 is Очўкуї.
		{"a Ukrainian word", "Очікує", CP1125, CP1125},
		{"a Ukrainian message", "Очікує на гравців: їхні результати є в протоколі.", CP1125, CP1125},
		{"Ukrainian capitals", "КИЇВ, ВУЛИЦЯ ІВАНА ФРАНКА", CP1125, CP1125},
		{"a Ukrainian name", "Ігор Ковальчук", CP1125, CP1125},
		{"a name in Ukrainian", "Київ", CP1125, CP1125},
		{"degrees in CP866", "Температура в зале 25°С, на улице 3 °C.", IBM866, IBM866},
		{"bullets and leaders in CP866", "∙ Первый тур\r\n∙ Второй тур\r\nСдача 1 ∙∙∙∙∙∙∙∙∙∙ стол 3", IBM866, IBM866},
		{"Belarusian in CP866", "Паўлюк Дубоўскi, Астроўскi; праўда, даўно", IBM866, IBM866},
		{"Ukrainian typed in CP866, a Latin i for і", "Київ, вулиця Хрещатик: її будинок вiд метро за рiг", IBM866, IBM866},
		{"Russian in CP866", "Иванов Пётр - Смирнова Анна", IBM866, IBM866},
		{"є after a consonant", "синє небо, третє місце", CP1125, CP1125},
		{"ґ before a vowel (є is not)", "Ґалаґан", CP1125, CP1125},
		{"Ў after a word that ends in a vowel", "Ганна Ўладзiмiраўна", IBM866, IBM866},
		{"a Ukrainian name in a Russian protocol", "Итоги: 1. Ярема Ївга - Щукина Эльвира, 61,5 %", IBM866, IBM866},
		// Ї at 0xF4 in CP866 is Є in CP1125: Ївга or Євга, both names.
		{"a doubt: one capital", "Ярема Ївга", IBM866, nil},
		{"a doubt: ї or є after a vowel", "Київ", IBM866, nil},
	}
	for _, r := range rows {
		t.Run(r.name, func(t *testing.T) {
			data := encode(t, r.in, r.text)
			d := Detect(data)
			if r.want == nil {
				pair := []*Encoding{d.Encoding, d.RunnerUp}
				if d.Confidence >= Threshold || !(pair[0] == IBM866 && pair[1] == CP1125 || pair[0] == CP1125 && pair[1] == IBM866) {
					t.Errorf("%v %.3f, runner-up %v; want a refusal between ibm866 and cp1125", d.Encoding, d.Confidence, d.RunnerUp)
				}
				return
			}
			if d.Encoding != r.want || d.Confidence < Threshold {
				t.Errorf("%v %.3f (runner-up %v), want %v", d.Encoding, d.Confidence, d.RunnerUp, r.want)
			}
		})
	}
}

// A file declared CP866 whose Ukrainian letters are CP1125's is read as
// CP1125 (Ukrainian DOS files were labelled cp866 as often as not), and
// one whose letters are CP866's keeps its label.
func TestDOSUkrainianDeclared(t *testing.T) {
	// A word: the declaration's sibling; lines of it: the statistics,
	// overwhelmingly sure, overrule the declaration.
	for text, how := range map[string]string{
		"Очікує": "declared",
		strings.Repeat("Очікує на гравців: їхні результати є в протоколі.\r\n", 3): "statistics",
	} {
		ukr := "<meta charset=\"cp866\">\r\n" + text
		if d := Detect(encode(t, CP1125, ukr)); d.Encoding != CP1125 || d.How != how {
			t.Errorf("Ukrainian declared cp866, %q: %v (%s), want cp1125 (%s)", text, d.Encoding, d.How, how)
		}
	}
	rus := "<meta charset=\"cp866\">\r\nТемпература 25°С\r\n∙ Первый тур\r\n"
	if d := Detect(encode(t, IBM866, rus)); d.Encoding != IBM866 || d.How != "declared" {
		t.Errorf("Russian declared cp866: %v (%s), want ibm866 (declared)", d.Encoding, d.How)
	}
}
