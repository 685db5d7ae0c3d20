package html

import (
	"strings"

	"github.com/protokol-bridge/protokol/report"
)

// The replay of a table's play on a board page: under the auction and
// play of a table whose play holds a whole trick, on a board whose deal is
// known, buttons step through the play a trick at a time, the four hands
// losing the cards played and the trick shown between them. The page
// writes the replay's frame (hidden) and marks each card of the play table
// with where it comes from (data-c: the hand, 0 N to 3 W, the suit's line,
// 0 spades to 3 clubs, and the rank as printed) and each trick with the
// tricks won so far (data-won: NS and EW); ReplayScript fills the hands
// from the diagram, shows the frame and moves it. Without JavaScript the
// frame stays hidden and the auction and play tables say it all.

// ReplayScript is the script of the board pages with a replay, inline
// after their traveller: for each frame (div.replay) it reads the play
// table beside it and the hands of the diagram (section.deal), shows the
// frame, and shows the hands as they are after the trick its buttons (or
// the arrow, Home and End keys) step to, that trick between them and its
// row of the play table marked. It writes text and classes only.
const ReplayScript = `(function(){var d=document.querySelector('.deal');if(!d)return;` +
	`var seats=['n','e','s','w'],hands=[];` +
	`for(var h=0;h<4;h++){var ls=d.querySelectorAll('.hand.'+seats[h]+' li');if(ls.length!==4)return;` +
	`hands.push(Array.prototype.map.call(ls,function(li){var t=li.lastChild.textContent.trim();return{li:li,cards:t==='—'?[]:t.split(/\s+/)}}))}` +
	`document.querySelectorAll('.replay').forEach(function(r){var rows=r.parentNode.querySelectorAll('table.play tbody tr'),tricks=[];` +
	`rows.forEach(function(tr){var t={row:tr,won:(tr.getAttribute('data-won')||'0 0').split(' '),cards:[]};` +
	`tr.querySelectorAll('[data-c]').forEach(function(td){var c=td.getAttribute('data-c');t.cards.push({hand:+c[0],line:+c[1],rank:c.slice(2),won:td.classList.contains('won')})});tricks.push(t)});` +
	`var n=tricks.length,k=0,status=r.querySelector('.rp-status');if(!n)return;` +
	`function show(){var gone={},i,h;for(i=0;i<k;i++)tricks[i].cards.forEach(function(c){gone[c.hand+' '+c.line+' '+c.rank]=1});` +
	`for(h=0;h<4;h++){var ul=r.querySelector('.rp-'+seats[h]+' ul');ul.textContent='';` +
	`hands[h].forEach(function(x,line){var li=x.li.cloneNode(true),left=x.cards.filter(function(c){return!gone[h+' '+line+' '+c]});` +
	`li.lastChild.textContent=' '+(left.length?left.join(' '):'—');ul.appendChild(li)})}` +
	`var t=k?tricks[k-1]:null;r.querySelectorAll('.rp-trick > [data-seat]').forEach(function(s){s.textContent='';s.className='rp-'+s.getAttribute('data-seat')});` +
	`if(t)t.cards.forEach(function(c,i){var s=r.querySelector('.rp-trick .rp-'+seats[c.hand]),li=hands[c.hand][c.line].li.cloneNode(true);` +
	`li.lastChild.textContent=c.rank;while(li.firstChild)s.appendChild(li.firstChild);if(c.won)s.classList.add('rp-won');if(!i)s.classList.add('rp-lead')});` +
	`rows.forEach(function(tr){tr.classList.toggle('rp-now',!!t&&tr===t.row)});` +
	`status.textContent=t?r.getAttribute('data-trick')+' '+k+'/'+n+' · '+r.getAttribute('data-ns')+' '+t.won[0]+' · '+r.getAttribute('data-ew')+' '+t.won[1]:r.getAttribute('data-start')}` +
	`function go(to){k=Math.max(0,Math.min(n,to));show()}` +
	`r.querySelectorAll('button').forEach(function(b){b.addEventListener('click',function(){var w=b.getAttribute('data-go');go(w==='first'?0:w==='prev'?k-1:w==='next'?k+1:n)})});` +
	`r.addEventListener('keydown',function(e){var to={ArrowLeft:k-1,ArrowRight:k+1,Home:0,End:n}[e.key];if(to===undefined)return;e.preventDefault();go(to)});` +
	`r.hidden=false;show()})})();`

// ReplayScriptHash is ReplayScript's hash as a Content-Security-Policy
// source: "'sha256-...'".
var ReplayScriptHash = scriptHash(ReplayScript)

// ReplayPolicy is the Content-Security-Policy of the board pages with a
// replay: ReplayScript runs, and no other script, object or base.
var ReplayPolicy = Policy(ReplayScriptHash)

// dealShown tells whether a board page shows every hand of its deal, as
// a replay needs.
func dealShown(b *report.BoardPage) bool {
	if !b.HasDeal {
		return false
	}
	for _, h := range b.Hands {
		if !h.Known {
			return false
		}
	}
	return true
}

// replayable tells whether a table's play has a whole trick to step
// through.
func replayable(p *report.PlayView) bool {
	return len(p.Tricks) > 0 && p.Tricks[0].Winner != ""
}

// hasReplay tells whether board page b has a replay: its deal is shown,
// and some table's play has a whole trick.
func hasReplay(b *report.BoardPage) bool {
	if !dealShown(b) {
		return false
	}
	for _, p := range b.Plays {
		if replayable(p) {
			return true
		}
	}
	return false
}

// replay writes the frame of the replay of p (see ReplayScript): hidden,
// the hands empty, the contract in the middle of the trick, the texts of
// its buttons and of its line in the page's language.
func (b *builder) replay(p *report.PlayView, l *report.Labels) {
	b.raw(`<div class="replay" hidden data-trick="`)
	b.escape(l.Trick)
	b.raw(`" data-ns="`)
	b.escape(l.NS)
	b.raw(`" data-ew="`)
	b.escape(l.EW)
	b.raw(`" data-start="`)
	b.escape(l.ReplayStart)
	b.raw(`">` + "\n" + `<div class="rp-deal">`)
	// In the order of the diagram, North on top: a screen reader reads
	// North, West, the trick, East, South.
	hand := func(i int) {
		b.raw(`<div class="rp-hand rp-` + seatClass[i] + `"><span class="rp-seat">`)
		b.escape(l.Seats[i])
		b.raw(`</span><ul></ul></div>`)
	}
	hand(0)
	hand(3)
	b.raw(`<div class="rp-trick">`)
	for _, s := range seatClass {
		b.raw(`<span class="rp-` + s + `" data-seat="` + s + `"></span>`)
	}
	b.raw(`<span class="rp-mid">`)
	b.contract(p.Contract)
	if p.By != "" {
		b.raw(" ")
		b.escape(p.By)
	}
	b.raw(`</span></div>`)
	hand(1)
	hand(2)
	b.raw("</div>\n" + `<p class="rp-ctl">`)
	button := func(to, label, symbol string) {
		b.raw(`<button type="button" data-go="` + to + `" aria-label="`)
		b.escape(label)
		b.raw(`" title="`)
		b.escape(label)
		b.raw(`">` + symbol + `</button>`)
	}
	button("first", l.ReplayFirst, "«")
	button("prev", l.ReplayPrev, "‹")
	b.raw(`<span class="rp-status" aria-live="polite"></span>`)
	button("next", l.ReplayNext, "›")
	button("last", l.ReplayLast, "»")
	b.raw("</p>\n</div>\n")
}

// seatClass are the classes of the seats N, E, S, W.
var seatClass = [4]string{"n", "e", "s", "w"}

// cardData is a card's data-c (see ReplayScript): its hand, its suit's
// line and its rank as the card prints it ("♥10" → "10").
func cardData(c report.PlayedView) string {
	return itoa(c.Hand) + itoa(c.Line) + strings.TrimLeft(c.Card, "♠♥♦♣")
}
