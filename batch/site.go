package batch

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"unicode"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/config"
	pub "github.com/protokol-bridge/protokol/publish"
	"github.com/protokol-bridge/protokol/translit"
)

// A batch site is batch's --out folder: a real folder that protokol writes
// into (index.html, index.json, and a published folder per session), so
// it must be one of ours. It is ours when it is missing or empty, when it
// holds siteMarker (written by this version), or when it is recognisably
// an earlier version's site: an index.json in our schema, and besides only
// session outputs (links into their stores), their stores and locks, and
// the folders that hold them. Anything else is refused (exit 3) unless
// --replace-folder keeps it under a backup name and starts a new site.
//
// siteMarker also records each session's address: which folder under the
// site (such as "2026/ponedelnik-1") the session found in which folder
// (relative to the folder given, as rel) is published to. A session keeps
// the address it was first given, whatever folders are added beside it.
const (
	siteMarker  = ".protokol-batch.json"
	siteLock    = ".protokol-batch.lock"
	siteKind    = "protokol batch site"
	siteVersion = 1
)

// siteRecord is siteMarker's content.
type siteRecord struct {
	Protokol string `json:"protokol"` // siteKind
	Version  int    `json:"version"`  // siteVersion
	// Addresses maps a session's folder (rel: relative to the folder
	// given, with "/") to its folder under the site (with "/").
	Addresses map[string]string `json:"addresses"`
}

// site is a site opened for a run: checked, locked, its addresses read.
type site struct {
	dir   string
	lock  *pub.FolderLock
	addrs map[string]string
	// adopt: the site has no record of addresses yet (an earlier version's
	// site), so sessions take the folders published under the rules of
	// earlier versions (see assignAddresses).
	adopt bool
}

// siteStatus is what the --out folder of a batch is.
type siteStatus int

const (
	siteFresh   siteStatus = iota // missing, or empty
	siteOurs                      // it holds siteMarker
	siteEarlier                   // an earlier version's site, without siteMarker
)

// inspectBatchSite finds what the folder dir is, reading only: a *pub.NotOursError
// when it is not a site of ours.
func inspectBatchSite(dir string) (siteStatus, error) {
	fi, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return siteFresh, nil
	case err != nil:
		return 0, pub.ShowError(err)
	case !fi.IsDir():
		return 0, &pub.NotOursError{Dir: dir, Into: true, Reason: "it is a file, not a folder"}
	case pub.IsOutput(dir):
		return 0, &pub.NotOursError{Dir: dir, Into: true, Reason: "it is the output of one session (protokol score), not a batch site", Hint: "choose another --out for the batch"}
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return 0, pub.ShowError(err)
	}
	ours := func(e fs.DirEntry) bool { return e.Name() == siteLock && e.Type().IsRegular() }
	seen := 0
	for _, e := range entries {
		if e.Name() == siteMarker && e.Type().IsRegular() {
			return siteOurs, nil
		}
		if !ours(e) {
			seen++
		}
	}
	if seen == 0 {
		return siteFresh, nil
	}
	refuse := func(reason string) error {
		return &pub.NotOursError{Dir: dir, Into: true, Reason: reason, Backup: pub.NextBackup(dir)}
	}
	if bad := foreignEntry(dir, "", true); bad != "" {
		return 0, refuse(fmt.Sprintf("the folder holds %q, which protokol did not write", bad))
	}
	if !earlierIndex(filepath.Join(dir, "index.json")) {
		return 0, refuse("it holds no index.json of a batch site")
	}
	return siteEarlier, nil
}

// foreignEntry is the first entry under dir (its path relative to the
// site, with "/") that an earlier version's site would not hold; "" when
// there is none. top: dir is the site itself.
func foreignEntry(dir, rel string, top bool) string {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return rel
	}
	for _, e := range entries {
		name, path := e.Name(), filepath.Join(dir, e.Name())
		r := strings.TrimPrefix(rel+"/"+name, "/")
		regular, isDir := e.Type().IsRegular(), e.IsDir()
		switch {
		case top && regular && (name == "index.html" || name == "index.json" || name == siteLock || strings.HasPrefix(name, ".tmp-index.")):
		case e.Type()&fs.ModeSymlink != 0 && pub.IsOutput(path):
		case pub.IsStore(name) && (isDir && !strings.HasSuffix(name, ".lock") || regular && strings.HasSuffix(name, ".lock")):
		case isDir && !strings.HasPrefix(name, "."):
			if bad := foreignEntry(path, r, false); bad != "" {
				return bad
			}
		default:
			return r
		}
	}
	return ""
}

// earlierIndex reports whether path is the index.json of a batch site
// (see writeIndex): {"events": [...]} and nothing else, every event with
// its path and scoring.
func earlierIndex(path string) bool {
	data, err := os.ReadFile(path)
	if err != nil {
		return false
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var idx struct {
		Events *[]Entry      `json:"events"`
		Series []SeriesEntry `json:"series"`
	}
	if dec.Decode(&idx) != nil || dec.Decode(new(json.RawMessage)) != io.EOF {
		return false
	}
	if idx.Events != nil {
		for _, e := range *idx.Events {
			if e.Path == "" || e.Scoring == "" {
				return false
			}
		}
	}
	return true
}

// openSite checks the batch's --out folder before anything is written
// (refusing one that is not ours, or with --replace-folder keeping it under
// a backup name), makes it, locks it (exit 4 when another batch holds it)
// and reads its addresses.
func openSite(ctx context.Context, cfg Config, rep pub.Reporter) (*site, error) {
	st, err := inspectBatchSite(cfg.Out)
	var no *pub.NotOursError
	if err != nil && cfg.Replace && errors.As(err, &no) && no.Backup != "" {
		backup, merr := pub.MoveAside(cfg.Out)
		if merr != nil {
			return nil, fmt.Errorf("cannot keep %s aside: %w", pub.ShowPath(cfg.Out), merr)
		}
		if rep != nil {
			rep.Warn(fmt.Sprintf("%s: the folder that was there is kept as %s (protokol never removes it)", pub.ShowPath(cfg.Out), pub.ShowPath(backup)))
		}
		st, err = siteFresh, nil
	}
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(cfg.Out, 0o755); err != nil {
		return nil, pub.ShowError(err)
	}
	lock, err := pub.LockFolder(ctx, cfg.Out, siteLock, pub.Options{Reporter: rep})
	if err != nil {
		return nil, err
	}
	site := &site{dir: cfg.Out, lock: lock, addrs: map[string]string{}}
	// Again under the lock: another run may have made it meanwhile.
	if st, err = inspectBatchSite(cfg.Out); err != nil {
		lock.Unlock()
		return nil, err
	}
	site.adopt = st == siteEarlier
	site.leftovers(rep)
	if st == siteOurs {
		if err := site.read(); err != nil {
			lock.Unlock()
			return nil, err
		}
	}
	return site, nil
}

// siteFiles are the files batch writes into the site itself, each through
// pub.ReplaceFile.
var siteFiles = []string{siteMarker, "index.json", "index.html"}

// leftovers removes the temporary files of siteFiles that a run killed
// while writing one of them left in the site (pub.ReplaceTemp: such as
// ".tmp-index.json-3141592653"). The site is locked, so no run of ours is
// writing them now; a file of any other name, however close, is left.
func (s *site) leftovers(rep pub.Reporter) {
	entries, err := os.ReadDir(s.dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		if !e.Type().IsRegular() {
			continue
		}
		for _, base := range siteFiles {
			if pub.ReplaceTemp(e.Name(), base) {
				path := filepath.Join(s.dir, e.Name())
				if os.Remove(path) == nil && rep != nil {
					rep.Info("removed " + pub.ShowPath(path) + ", left by an interrupted run")
				}
				break
			}
		}
	}
}

// read reads the site's record of addresses.
func (s *site) read() error {
	path := filepath.Join(s.dir, siteMarker)
	data, err := os.ReadFile(path)
	if err != nil {
		return pub.ShowError(err)
	}
	bad := func(what string) error {
		return &bridge.Error{Pos: bridge.Pos{File: path}, Err: fmt.Errorf("%s (want {\"protokol\": %q, \"version\": %d, \"addresses\": {FOLDER: ADDRESS, ...}}, as protokol writes it)", what, siteKind, siteVersion)}
	}
	var rec siteRecord
	if err := json.Unmarshal(data, &rec); err != nil {
		return bad("not the record of a batch site: " + err.Error())
	}
	if rec.Protokol != siteKind || rec.Version != siteVersion {
		return bad(fmt.Sprintf("protokol %s, version %d", bridge.Quote(rec.Protokol), rec.Version))
	}
	for rel, addr := range rec.Addresses {
		if !validAddress(addr) {
			return bad(fmt.Sprintf("the address of %s, %s, is not one protokol gives", bridge.Quote(rel), bridge.Quote(addr)))
		}
		s.addrs[rel] = addr
	}
	return nil
}

// validAddress accepts what assignAddresses gives: parts of a-z, 0-9, "-"
// and "_", none empty or longer than maxAddressPart plus two hashes.
func validAddress(a string) bool {
	for _, p := range strings.Split(a, "/") {
		if p == "" || len(p) > maxAddressPart+18 || p[0] == '-' {
			return false
		}
		for _, c := range []byte(p) {
			if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
				return false
			}
		}
	}
	return true
}

// save records the sessions' addresses (before anything is published
// under them, so that a run killed after publishing leaves none
// unrecorded) and marks the site as ours.
func (s *site) save(sessions []*Session) error {
	for _, x := range sessions {
		if x.Name != "" {
			s.addrs[x.Rel] = x.Name
		}
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetIndent("", " ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(siteRecord{Protokol: siteKind, Version: siteVersion, Addresses: s.addrs}); err != nil {
		return err
	}
	return pub.ReplaceFile(filepath.Join(s.dir, siteMarker), b.Bytes())
}

func (s *site) close() { s.lock.Unlock() }

// maxAddressPart is the longest slug of one folder name in an address; a
// longer one is cut and told apart by a hash of the name (see addressPart),
// so that the stores and locks beside it (".NAME.protokol.lock") stay far
// below the 255 bytes a file name may have.
const maxAddressPart = 80

// addressPart is one folder name as a part of an address: its slug
// (translit.Slug: a-z, 0-9, "-" and "_", Cyrillic transliterated),
// "session" when it has no letters, cut to maxAddressPart bytes and then
// suffixed with "-" and translit.Hash of the name when it is longer.
func addressPart(name string) string {
	s := translit.Slug(name, 0)
	if s == "" {
		return "session"
	}
	if len(s) > maxAddressPart {
		s = translit.Slug(name, maxAddressPart) + "-" + translit.Hash(name)
	}
	return s
}

// relParts are the folder names of rel, without empty, "." and ".." parts.
func relParts(rel string) []string {
	var out []string
	for _, p := range strings.Split(rel, "/") {
		if p != "" && p != "." && p != ".." {
			out = append(out, p)
		}
	}
	return out
}

// outName is a session's address by the rule of this version: each folder
// name of rel an addressPart, so no input can name a folder outside --out,
// one a web server would mangle, or one too long for the file system.
func outName(rel string) string {
	var parts []string
	for _, p := range relParts(rel) {
		parts = append(parts, addressPart(p))
	}
	if len(parts) == 0 {
		return "session"
	}
	return strings.Join(parts, "/")
}

// flatName is outName in one part ("club/extra" → "club-extra"), for a
// session whose address would lie inside another session's folder: that
// folder is a link into the other session's generation, replaced whole
// each time it is published.
func flatName(rel string) string {
	s := strings.ReplaceAll(outName(rel), "/", "-")
	if len(s) > maxAddressPart {
		s = translit.Cut(s, maxAddressPart) + "-" + translit.Hash(rel)
	}
	return s
}

// legacyOutName is the address protokol gave a session before this
// version's rule (before commit 0bc2c85 moved it to translit.Slug): each
// folder name lower-cased, Russian letters transliterated, every other
// character but a-z, 0-9 and "_" left out (accented Latin and Ukrainian
// letters too), spaces, dots and dashes one "-". It is kept only to find,
// on a site without a record of addresses, the folders published under
// that rule (see assignAddresses); nothing is named by it.
func legacyOutName(rel string) string {
	var parts []string
	for _, p := range relParts(rel) {
		var b strings.Builder
		for _, r := range strings.ToLower(p) {
			switch {
			case r >= 'a' && r <= 'z', r >= '0' && r <= '9', r == '_':
				b.WriteRune(r)
			case r == '-' || r == '.' || unicode.IsSpace(r):
				b.WriteByte('-')
			default:
				b.WriteString(legacyCyrillic[r])
			}
		}
		s := b.String()
		for strings.Contains(s, "--") {
			s = strings.ReplaceAll(s, "--", "-")
		}
		if s = strings.Trim(s, "-"); s == "" {
			s = "session"
		}
		parts = append(parts, s)
	}
	if len(parts) == 0 {
		return "session"
	}
	return strings.Join(parts, "/")
}

// legacyCyrillic is legacyOutName's table: Russian lower-case letters only.
var legacyCyrillic = map[rune]string{
	'а': "a", 'б': "b", 'в': "v", 'г': "g", 'д': "d", 'е': "e", 'ё': "yo", 'ж': "zh", 'з': "z", 'и': "i",
	'й': "y", 'к': "k", 'л': "l", 'м': "m", 'н': "n", 'о': "o", 'п': "p", 'р': "r", 'с': "s", 'т': "t",
	'у': "u", 'ф': "f", 'х': "kh", 'ц': "ts", 'ч': "ch", 'ш': "sh", 'щ': "shch", 'ъ': "", 'ы': "y", 'ь': "",
	'э': "e", 'ю': "yu", 'я': "ya",
}

// addresses are the addresses taken in a site: every session's, and the
// folders that hold them.
type addresses struct {
	taken map[string]bool // a session's folder
	inner map[string]bool // a folder holding one ("2026" of "2026/tue")
}

func (a *addresses) take(addr string) {
	a.taken[addr] = true
	for i := strings.LastIndexByte(addr, '/'); i > 0; i = strings.LastIndexByte(addr[:i], '/') {
		a.inner[addr[:i]] = true
	}
}

// nested reports whether addr lies inside a session's folder, or holds one.
func (a *addresses) nested(addr string) bool {
	if a.inner[addr] {
		return true
	}
	for i := strings.LastIndexByte(addr, '/'); i > 0; i = strings.LastIndexByte(addr[:i], '/') {
		if a.taken[addr[:i]] {
			return true
		}
	}
	return false
}

func (a *addresses) free(addr string) bool { return !a.taken[addr] && !a.nested(addr) }

// assignAddresses gives each session its folder under the site (name, and
// out under dir). A session recorded in addrs keeps its address. On a site
// without a record (adopt), a session first takes the folder it was
// published to by an earlier version, when that is there: the name the
// earlier rule (legacyOutName) or this one (outName) gives, or either with
// the hash an earlier version added to tell two folders apart. Any other
// session gets outName; in one part (flatName) when that lies inside
// another session's folder or holds one; with "-" and translit.Hash of
// rel when that is taken. Two sessions found under the same rel (from two
// folders given) cannot be told apart: the second fails.
func assignAddresses(sessions []*Session, addrs map[string]string, dir string, adopt bool) {
	a := &addresses{taken: map[string]bool{}, inner: map[string]bool{}}
	for _, addr := range addrs {
		a.take(addr)
	}
	if a.free(SeriesFolder) {
		a.take(SeriesFolder) // the season's series (seriesDir)
	}
	byRel := map[string]*Session{}
	var open []*Session
	for _, s := range sessions {
		if other := byRel[s.Rel]; other != nil {
			s.err = &config.Error{Err: fmt.Errorf("%s: found as %s, as %s is: two sessions cannot have one folder name under the folders given (give the folder that holds both)",
				pub.ShowPath(s.Dir), pub.ShowPath(s.Rel), pub.ShowPath(other.Dir))}
			continue
		}
		byRel[s.Rel] = s
		if addr, ok := addrs[s.Rel]; ok {
			s.Name = addr
		} else {
			open = append(open, s)
		}
	}
	if adopt {
		for _, s := range open {
			h := translit.Hash(s.Rel)
			for _, c := range []string{legacyOutName(s.Rel), legacyOutName(s.Rel) + "-" + h, outName(s.Rel), outName(s.Rel) + "-" + h} {
				if a.free(c) && pub.IsOutput(filepath.Join(dir, filepath.FromSlash(c))) {
					s.Name = c
					a.take(c)
					break
				}
			}
		}
	}
	for _, s := range open {
		if s.Name != "" {
			continue
		}
		c := outName(s.Rel)
		if a.nested(c) {
			c = flatName(s.Rel)
		}
		if !a.free(c) {
			c += "-" + translit.Hash(s.Rel)
		}
		if !a.free(c) {
			s.err = fmt.Errorf("%s: no free folder for it under %s (%s is taken)", pub.ShowPath(s.Rel), pub.ShowPath(dir), c)
			continue
		}
		s.Name = c
		a.take(c)
	}
	for _, s := range sessions {
		if s.Name != "" {
			s.Out = filepath.Join(dir, filepath.FromSlash(s.Name))
		}
	}
}
