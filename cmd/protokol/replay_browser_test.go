package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// replayScript opens the first table's auction and play that has a
// replay, does what arguments[0] says (a button's data-go: first, prev,
// next, last; or a key: ArrowLeft, ArrowRight, Home, End; "" for nothing)
// and returns what the replay shows.
const replayScript = `const all = Array.from(document.querySelectorAll('.replay'));
const r = all[0];
if (!r) return {frames: 0, shown: 0};
r.closest('details').open = true;
const act = arguments[0];
if (act.startsWith('Arrow') || act === 'Home' || act === 'End') {
	r.dispatchEvent(new KeyboardEvent('keydown', {key: act, bubbles: true}));
} else if (act) {
	r.querySelector('button[data-go="' + act + '"]').click();
}
let cards = 0;
for (const li of r.querySelectorAll('.rp-hand li')) {
	const t = li.lastChild.textContent.trim();
	if (t !== '—') cards += t.split(/\s+/).length;
}
const rows = Array.from(r.parentNode.querySelectorAll('table.play tbody tr'));
return {
	frames: all.length,
	shown: all.filter(x => !x.hidden && x.getBoundingClientRect().height > 0).length,
	cards: cards,
	trick: Array.from(r.querySelectorAll('.rp-trick > [data-seat]')).map(s => s.textContent).filter(Boolean),
	status: r.querySelector('.rp-status').textContent,
	marked: rows.findIndex(tr => tr.classList.contains('rp-now')) + 1,
	tricks: rows.length,
};`

type replayState struct {
	Frames, Shown, Cards int
	Trick                []string
	Status               string
	Marked, Tricks       int
}

// testReplay: on a team match's board page, the replay's script runs
// under the page's policy and shows every frame; its buttons and keys
// step through the play a trick at a time, the hands losing the cards
// played, the trick shown and its row marked; axe finds nothing in it,
// in light and dark, and it fits a phone.
func testReplay(t *testing.T, b *browser, lang, shots, axe string) {
	dir := t.TempDir()
	if code, _, stderr := run(t, "score", "-q", "--format", "html", "--lang", lang, "--out", dir, teamsInput); code != 0 {
		t.Fatalf("score --format html --lang %s %s: exit %d: %s", lang, teamsInput, code, stderr)
	}
	var page string
	for _, p := range sitePages(t, dir) {
		data, err := os.ReadFile(filepath.Join(dir, p))
		if err != nil {
			t.Fatal(err)
		}
		if strings.HasPrefix(p, "board-") && strings.Contains(string(data), `class="replay"`) {
			page = p
			break
		}
	}
	if page == "" {
		t.Fatalf("no board page of %s has a replay", teamsInput)
	}
	start := map[string]string{"en": "Before the lead", "ru": "До первого хода"}[lang]
	for _, w := range viewportWidths {
		where := fmt.Sprintf("%s at %dpx", page, w)
		if err := b.setViewport(w, 900); err != nil {
			t.Fatal(err)
		}
		if err := b.navigate(fileURL(filepath.Join(dir, page))); err != nil {
			t.Fatal(err)
		}
		step := func(act string) replayState {
			t.Helper()
			var s replayState
			if err := b.execute(replayScript, &s, act); err != nil {
				t.Fatalf("%s: %s: %v", where, act, err)
			}
			return s
		}
		s := step("")
		if s.Frames == 0 || s.Shown != s.Frames {
			t.Fatalf("%s: %d of %d replays shown (does the policy allow the script?)", where, s.Shown, s.Frames)
		}
		if s.Cards != 52 || len(s.Trick) != 0 || s.Status != start || s.Marked != 0 {
			t.Errorf("%s, before the lead: %+v, want 52 cards, no trick, %q", where, s, start)
		}
		s = step("next")
		s = step("next")
		if s.Cards != 44 || len(s.Trick) != 4 || !strings.Contains(s.Status, fmt.Sprintf(" 2/%d ", s.Tricks)) || s.Marked != 2 {
			t.Errorf("%s, two tricks on: %+v, want 44 cards, the 4 of trick 2, its row marked", where, s)
		}
		if s = step("ArrowLeft"); s.Cards != 48 || s.Marked != 1 {
			t.Errorf("%s, a trick back by key: %+v, want 48 cards, trick 1", where, s)
		}
		if s = step("last"); s.Marked != s.Tricks || !strings.Contains(s.Status, fmt.Sprintf(" %d/%d ", s.Tricks, s.Tricks)) {
			t.Errorf("%s, at the end: %+v, want the last trick", where, s)
		}
		if s = step("next"); s.Marked != s.Tricks {
			t.Errorf("%s, past the end: %+v, want the last trick still", where, s)
		}
		if s = step("first"); s.Cards != 52 || s.Status != start {
			t.Errorf("%s, back to the start: %+v, want 52 cards", where, s)
		}
		step("next")
		step("next")
		var f pageFacts
		if err := b.execute(pageScript, &f); err != nil {
			t.Fatal(err)
		}
		if f.ScrollWidth > f.InnerWidth || len(f.Overflow) > 0 {
			t.Errorf("%s, the replay open: the page is %vpx wide, overflow %+v", where, f.ScrollWidth, f.Overflow)
		}
		if axe != "" {
			found, err := runAxe(b, axe, where+", the replay open")
			if err != nil {
				t.Fatal(err)
			}
			for _, v := range found {
				t.Error(v)
			}
			found, err = checkMedia(b, axe, where+", the replay open")
			if err != nil {
				t.Fatal(err)
			}
			for _, v := range found {
				t.Error(v)
			}
		}
		if shots != "" {
			if err := b.execute(`document.querySelector('.replay').closest('details').scrollIntoView(); return null`, nil); err != nil {
				t.Fatal(err)
			}
			shot(t, b, shots, fmt.Sprintf("replay-%s-%d", lang, w))
		}
	}
}
