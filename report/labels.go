package report

import "fmt"

// Labels are the words of the reports in one language.
type Labels struct {
	Lang                                   string // "en" or "ru"
	Results, Rankings, Boards, ScoreCards  string
	Section, NorthSouth, EastWest, AllPair string
	Place, Pair, Players, BoardsPlayed     string
	// Player, Partner and Name: an individual's contestant, his partner of
	// a round on the score card, and the heading of his name in the rankings.
	Player, Partner, Name                string
	Total, Max, Percent                  string
	Board, Dealer, Vulnerable, HCP       string
	NS, EW, Contract, By, Lead, Tricks   string
	Result, ScoreNS, ScoreEW, MPNS, MPEW string
	PctNS, PctEW, Opponents, Direction   string
	Score, MP, Pct, Running              string
	PassedOut, NotPlayed, Page, Of       string
	VulNone, VulNS, VulEW, VulAll        string
	Seats                                [4]string // N E S W as printed
	SeatNames                            [4]string // North ... as words
	ScoringMP, ScoringACBL               string
	Back, Top, Summary, Movement         string
	Mitchell, Howell                     string
	NoDeal                               string
	// Honours are the ace, king, queen and jack as a hand, a lead or a
	// trick prints them (see Rank): "A K Q J"; a Russian player reads
	// "Т К Д В" (туз, король, дама, валет).
	Honours [4]string
	// Deal heads a board's hand diagram (for screen readers); SeenFrom
	// leads the links that turn it so that a seat is at the bottom.
	Deal, SeenFrom string
	// DoubleDummy heads a board's double-dummy table; Par names its par.
	DoubleDummy, Par string
	GeneratedBy      string
	// Short forms of column headings for narrow screens.
	BoardShort, OpponentsShort, ResultShort, ScoreShort string
	RunningShort, RunningIMPsShort, ContractShort       string
	// ScoreCard heads one pair's score card.
	ScoreCard string
	// Pass is a passed-out board's contract as printed.
	Pass string
	// NT is notrump as printed in a contract (3NT, 3БК).
	NT string
	// Auctions and play on a board page: the heading of a table's block,
	// its parts, a pass in an auction, a trick and who won it.
	AuctionPlay, Auction, Play, PassCall, Trick, WonBy string
	// IMP events.
	IMPs, IMPNS, IMPEW, Average, Datum, RunningIMPs string
	ScoringButler, ScoringCross                     string
	// Team events. ScoringTeams (and ScoringBAMVP) are followed by the VP
	// scale in brackets on a sheet: VPScaleWBF, VPScaleFormula, or
	// VPScaleDiscrete with the file's name ("discrete scale %s").
	ScoringTeams, Standings, CrossTable, Round, Rounds, Team, Teams string
	VPScaleWBF, VPScaleFormula, VPScaleDiscrete                     string
	Played, IMPsFor, IMPsAgainst, VP, RunningVP, Home, Away         string
	// A board-a-match's units, which take the place of IMPs (and of VPs
	// when its matches are not converted) in its sheet's labels;
	// BoardPointsUnit follows a score ("1–5 board points").
	ScoringBAM, ScoringBAMVP, BoardPoints, PointsFor, PointsAgainst, Points, RunningPoints string
	BoardPointsUnit                                                                        string
	// AllSections titles a ranking across the sections of a field
	// matchpointed as one (--field across).
	AllSections, AcrossNote                 string
	Open, Closed, Match, Matches, CarryOver string
	// Directors' decisions.
	Adjustments, Decision, Kind, Reason, Law, Director, Effect string
	Assigned, ArtificialKind, Penalty, Fouled, OfATop          string
	// Published marks an award the input file printed with its results.
	Published string
	// NotScored leads the note of a table whose result cannot be scored
	// as the input gives it: "not scored: " and the reason.
	NotScored string
	// Scoring heads the line that names the scoring method.
	Scoring string
	// The index of a batch: its title and the heads of its columns.
	Events, Event, Date string
	// Months are the months' names standing alone ("July 2014", "июль
	// 2014"), MonthsOf as they follow a day ("28 November", "28 ноября"):
	// see DateText.
	Months, MonthsOf [12]string
	// AllEvents links a session's index back to its archive's index.
	AllEvents string
	// What a peer convention's totals are, after the scoring method.
	TotalScaledNote, TotalAboveNote string
	// RoundTotalNote follows the scoring method when the percentages are
	// of totals rounded to 2 decimals (a peer convention).
	RoundTotalNote string
	// Continued marks a table carried over to the next page.
	Continued string
	// SuitNames names the suits by letter (S, H, D, C) for screen readers.
	SuitNames map[string]string
	// A session still in play: the mark over its rankings (formats of
	// the rounds complete and of the movement's rounds; of the round in
	// progress), a table still to play a board, and the note where a
	// board in play would show its deal.
	ProvisionalAfter, ProvisionalPlaying, ProvisionalStart string
	NotPlayedYet, DealInPlay, PlayedInPlay                 string
	// LiveUpdate labels the check box of a page in play that reloads it
	// every minute (report/html's LiveScript).
	LiveUpdate string
	// NoRanking stands for the rankings of a session that has none: no
	// pair has a board scored against another result.
	NoRanking string
	// Finding a pair: the names page's link and heading, the filter box's
	// label; a score card's marks of tops and bottoms (formats of
	// TopPct and BottomPct), its place ("6 of 10"), and its play by role
	// (formats of boards and average; of leads recorded and boards
	// defended).
	FindName, NamesTitle, Filter                              string
	TopMark, BottomMark, PlaceOf                              string
	Roles, AsDeclarer, AsDefenders, Leads, RoleLine, LeadLine string
	// A board page: the caption of its traveller; the buttons of the
	// replay of a table's play (to the start, a trick back, a trick on,
	// to the end) and what it says before the lead.
	Traveller                                                    string
	ReplayFirst, ReplayPrev, ReplayNext, ReplayLast, ReplayStart string
	// Beside the scratch results: the note naming a masterpoint scale (a
	// format of its name); the section of handicapped rankings and its
	// columns; the section of strata, a stratum's name (a format of its
	// letter; with its lower bound of masterpoints) and its columns.
	AwardsBy                                   string
	HandicapRankings, ScratchPct, ScratchPlace string
	Handicap, HandicappedPct                   string
	Strata, StratumName, StratumFrom           string
	Holding, OwnStratum, OverallPlace          string
}

var english = Labels{
	Lang: "en", AllEvents: "← All events", TotalScaledNote: "; totals scaled to the most boards a pair played", RoundTotalNote: "; percentages of the totals rounded to 2 decimals", TotalAboveNote: "; totals: matchpoints above average, scaled to all the boards", Results: "Results", Rankings: "Rankings", Boards: "Boards", ScoreCards: "Score cards",
	Section: "Section", NorthSouth: "North-South", EastWest: "East-West", AllPair: "All pairs",
	Place: "Place", Pair: "Pair", Players: "Players", BoardsPlayed: "Boards",
	Player: "Player", Partner: "Partner", Name: "Name",
	Total: "Total", Max: "Max", Percent: "%",
	Board: "Board", Dealer: "Dealer", Vulnerable: "Vulnerable", HCP: "HCP",
	NS: "NS", EW: "EW", Contract: "Contract", By: "By", Lead: "Lead", Tricks: "Tricks",
	Result: "Result", ScoreNS: "NS score", ScoreEW: "EW score", MPNS: "NS MP", MPEW: "EW MP",
	PctNS: "NS %", PctEW: "EW %", Opponents: "Opponents", Direction: "Dir",
	Score: "Score", MP: "MP", Pct: "%", Running: "Running %",
	PassedOut: "passed out", NotPlayed: "not played", NotScored: "not scored", Page: "Page", Of: "of",
	VulNone: "None", VulNS: "NS", VulEW: "EW", VulAll: "All",
	Seats:     [4]string{"N", "E", "S", "W"},
	Honours:   [4]string{"A", "K", "Q", "J"},
	SeatNames: [4]string{"North", "East", "South", "West"},
	ScoringMP: "matchpoints (2/1/0)", ScoringACBL: "matchpoints (ACBL, 1/½/0)",
	Back: "Back to the results", Top: "Top", Summary: "Summary", Movement: "Movement",
	Mitchell: "Mitchell", Howell: "Howell", NoDeal: "Deal not known",
	Deal: "Deal", SeenFrom: "Seen from",
	DoubleDummy: "Double dummy", Par: "Par",
	GeneratedBy: "Scored by protokol",
	SuitNames:   map[string]string{"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"},
	BoardShort:  "Bd", OpponentsShort: "Opp", ResultShort: "Res", ScoreShort: "Score", ScoreCard: "Score card", RunningShort: "Run %", RunningIMPsShort: "Run IMPs", ContractShort: "Contr.",
	Pass: "PASS", Continued: "continued", NT: "NT", Scoring: "Scoring",
	AuctionPlay: "Auction and play", Auction: "Auction", Play: "Play", PassCall: "Pass", Trick: "Trick", WonBy: "Won by",
	Events: "Results of all events", Event: "Event", Date: "Date", Months: [12]string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}, MonthsOf: [12]string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"},
	IMPs: "IMPs", IMPNS: "NS IMPs", IMPEW: "EW IMPs", Average: "Average", Datum: "Datum", RunningIMPs: "Running IMPs",
	ScoringButler: "Butler IMPs (against a datum)", ScoringCross: "cross-IMPs (against every result)",
	ScoringTeams: "teams: IMPs, victory points", Standings: "Standings", CrossTable: "Cross-table",
	VPScaleWBF: "WBF 2013", VPScaleFormula: "WBF 2013, fractional margins by its formula", VPScaleDiscrete: "discrete scale %s",
	Round: "Round", Rounds: "Rounds", Team: "Team", Teams: "Teams", Played: "Played", IMPsFor: "IMPs +",
	IMPsAgainst: "IMPs −", VP: "VP", RunningVP: "VP total", Home: "Home", Away: "Away",
	ScoringBAM: "board-a-match: 1, ½ or 0 a board (Law 78C)", ScoringBAMVP: "board-a-match: 1, ½ or 0 a board (Law 78C), victory points",
	BoardPoints: "Board points", PointsFor: "Points +", PointsAgainst: "Points −", Points: "Points", RunningPoints: "Points total", BoardPointsUnit: "board points",
	AllSections: "All sections", AcrossNote: "; the sections matchpointed as one field",
	Open: "Open room", Closed: "Closed room", Match: "Match", Matches: "Matches", CarryOver: "Carry-over",
	Adjustments: "Adjustments", Decision: "Decision", Kind: "Kind", Reason: "Reason", Law: "Law", Director: "Director",
	Effect: "Effect", Assigned: "assigned", ArtificialKind: "artificial", Penalty: "PEN", Fouled: "fouled", OfATop: "of a top",
	Published:        "as published by the file",
	ProvisionalAfter: "Provisional: after round %d of %d", ProvisionalPlaying: ", round %d in progress",
	ProvisionalStart: "Provisional: round %d of %d in progress", NotPlayedYet: "not played yet", LiveUpdate: "Update every minute",
	DealInPlay: "The deal is shown when every table has played the board", PlayedInPlay: "played (shown when every table has)", NoRanking: "No ranking: no pair has a board scored against another result (a board played at one table alone has nothing to compare it with). The boards are below.",
	FindName: "Find your name", NamesTitle: "Players A–Z", Filter: "Filter by name",
	TopMark: "top (%d%% or more)", BottomMark: "bottom (%d%% or less)", PlaceOf: "%s of %d",
	Roles: "By role", AsDeclarer: "As declarer", AsDefenders: "As defenders", Leads: "Opening leads",
	RoleLine: "boards: %d, average %s", LeadLine: "recorded on %d of %d boards defended",
	Traveller:   "Traveller",
	ReplayFirst: "Start", ReplayPrev: "Previous trick", ReplayNext: "Next trick", ReplayLast: "End", ReplayStart: "Before the lead",
	AwardsBy:         "Masterpoints: %s",
	HandicapRankings: "Handicapped rankings", ScratchPct: "Scratch %", ScratchPlace: "Scratch place", Handicap: "Handicap", HandicappedPct: "Handicapped %",
	Strata: "Strata", StratumName: "Stratum %s", StratumFrom: "Stratum %s (%s masterpoints or more)",
	Holding: "Masterpoints", OwnStratum: "Stratum", OverallPlace: "Overall place",
}

var russian = Labels{
	Lang: "ru", AllEvents: "← Все турниры", TotalScaledNote: "; суммы приведены к наибольшему числу сыгранных сдач", RoundTotalNote: "; проценты от сумм, округлённых до сотых", TotalAboveNote: "; суммы: матчпойнты сверх среднего, приведённые ко всем сдачам", Results: "Результаты", Rankings: "Итоги", Boards: "Сдачи", ScoreCards: "Карточки пар",
	Section: "Секция", NorthSouth: "Север-Юг", EastWest: "Восток-Запад", AllPair: "Все пары",
	Place: "Место", Pair: "Пара", Players: "Игроки", BoardsPlayed: "Сдач",
	Player: "Игрок", Partner: "Партнёр", Name: "Имя",
	Total: "Сумма", Max: "Макс.", Percent: "%",
	Board: "Сдача", Dealer: "Сдающий", Vulnerable: "Зона", HCP: "Очки",
	NS: "СЮ", EW: "ВЗ", Contract: "Контракт", By: "Игр.", Lead: "Ввод", Tricks: "Взятки",
	Result: "Рез.", ScoreNS: "Очки СЮ", ScoreEW: "Очки ВЗ", MPNS: "МП СЮ", MPEW: "МП ВЗ",
	PctNS: "% СЮ", PctEW: "% ВЗ", Opponents: "Соперники", Direction: "Напр.",
	Score: "Очки", MP: "МП", Pct: "%", Running: "Нарастающий %",
	PassedOut: "пас", NotPlayed: "не игралась", NotScored: "не засчитан", Page: "Стр.", Of: "из",
	VulNone: "Никто", VulNS: "СЮ", VulEW: "ВЗ", VulAll: "Все",
	Seats:     [4]string{"С", "В", "Ю", "З"},
	Honours:   [4]string{"Т", "К", "Д", "В"},
	SeatNames: [4]string{"Север", "Восток", "Юг", "Запад"},
	ScoringMP: "матчпойнты (2/1/0)", ScoringACBL: "матчпойнты (ACBL, 1/½/0)",
	Back: "К результатам", Top: "Топ", Summary: "Итог", Movement: "Движение",
	Mitchell: "Митчелл", Howell: "Хауэлл", NoDeal: "Расклад неизвестен",
	Deal: "Расклад", SeenFrom: "Со стороны",
	DoubleDummy: "Анализ с открытыми картами", Par: "Пар",
	GeneratedBy: "Подсчёт: protokol",
	SuitNames:   map[string]string{"S": "пики", "H": "червы", "D": "бубны", "C": "трефы"},
	BoardShort:  "Сд", OpponentsShort: "Соп", ResultShort: "Рез", ScoreShort: "Очки", ScoreCard: "Карточка", RunningShort: "Нар. %", RunningIMPsShort: "Нар. IMP", ContractShort: "Контр.",
	Pass: "пас", Continued: "продолжение", NT: "БК", Scoring: "Подсчёт",
	AuctionPlay: "Торговля и розыгрыш", Auction: "Торговля", Play: "Розыгрыш", PassCall: "пас", Trick: "Взятка", WonBy: "Взял",
	Events: "Результаты всех турниров", Event: "Турнир", Date: "Дата", Months: [12]string{"январь", "февраль", "март", "апрель", "май", "июнь", "июль", "август", "сентябрь", "октябрь", "ноябрь", "декабрь"}, MonthsOf: [12]string{"января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября", "декабря"},
	IMPs: "IMP", IMPNS: "IMP СЮ", IMPEW: "IMP ВЗ", Average: "Среднее", Datum: "Датум", RunningIMPs: "Нарастающий итог IMP",
	ScoringButler: "IMP по Батлеру (против датума)", ScoringCross: "кросс-IMP (против каждого результата)",
	ScoringTeams: "команды: IMP, победные очки", Standings: "Турнирная таблица", CrossTable: "Шахматка",
	VPScaleWBF: "WBF 2013", VPScaleFormula: "WBF 2013, дробная разница по её формуле", VPScaleDiscrete: "дискретная шкала %s",
	Round: "Тур", Rounds: "Туры", Team: "Команда", Teams: "Команды", Played: "Игр", IMPsFor: "IMP +",
	IMPsAgainst: "IMP −", VP: "ПО", RunningVP: "Сумма ПО", Home: "Хозяева", Away: "Гости",
	ScoringBAM: "по сдачам (board-a-match): 1, ½ или 0 за сдачу (Закон 78C)", ScoringBAMVP: "по сдачам (board-a-match): 1, ½ или 0 за сдачу (Закон 78C), победные очки",
	BoardPoints: "Очки за сдачи", PointsFor: "Очки +", PointsAgainst: "Очки −", Points: "Очки", RunningPoints: "Сумма очков", BoardPointsUnit: "очков за сдачи",
	AllSections: "Все секции", AcrossNote: "; секции подсчитаны как одно поле",
	Open: "Открытый зал", Closed: "Закрытый зал", Match: "Матч", Matches: "Матчи", CarryOver: "Перенос",
	Adjustments: "Решения судьи", Decision: "Решение", Kind: "Вид", Reason: "Причина", Law: "Закон", Director: "Судья",
	Effect: "Итог", Assigned: "назначен", ArtificialKind: "искусственный", Penalty: "ШТРАФ", Fouled: "испорченная", OfATop: "от топа",
	Published:        "как опубликовано в файле",
	ProvisionalAfter: "Предварительные итоги: после %d-го тура из %d", ProvisionalPlaying: ", идёт %d-й тур",
	ProvisionalStart: "Предварительные итоги: идёт %d-й тур из %d", NotPlayedYet: "ещё не сыграна", LiveUpdate: "Обновлять каждую минуту",
	DealInPlay: "Расклад будет показан, когда сдачу сыграют все столы", PlayedInPlay: "сыграна (будет показана, когда сыграют все столы)", NoRanking: "Итогов нет: ни у одной пары нет сдачи, результат которой можно сравнить с другим (сдачу, сыгранную только за одним столом, не с чем сравнить). Сдачи — ниже.",
	FindName: "Найти себя", NamesTitle: "Игроки от А до Я", Filter: "Поиск по фамилии",
	TopMark: "топ (%d%% и больше)", BottomMark: "низ (%d%% и меньше)", PlaceOf: "%s из %d",
	Roles: "По ролям", AsDeclarer: "Разыгрывающие", AsDefenders: "На защите", Leads: "Первые ходы",
	RoleLine: "сдач: %d, в среднем %s", LeadLine: "записаны в %d из %d сдач на защите",
	Traveller:   "Протокол сдачи",
	ReplayFirst: "В начало", ReplayPrev: "Предыдущая взятка", ReplayNext: "Следующая взятка", ReplayLast: "В конец", ReplayStart: "До первого хода",
	AwardsBy:         "Баллы: %s",
	HandicapRankings: "Итоги с гандикапом", ScratchPct: "% без гандикапа", ScratchPlace: "Место без гандикапа", Handicap: "Гандикап", HandicappedPct: "% с гандикапом",
	Strata: "Страты", StratumName: "Страта %s", StratumFrom: "Страта %s (от %s МБ)",
	Holding: "МБ", OwnStratum: "Страта", OverallPlace: "Общее место",
}

// LabelsFor gives the labels of a language: "en" or "ru".
func LabelsFor(lang string) (Labels, error) {
	switch lang {
	case "en", "":
		return english, nil
	case "ru":
		return russian, nil
	}
	return Labels{}, fmt.Errorf("unknown language %q (want en or ru)", lang)
}

// boardAMatch are the labels of a board-a-match's sheet: board points
// where IMPs are, and, when its matches are not converted into VPs,
// points where VPs are. Every output reads the sheet's labels, so none
// needs to know the kind of scoring.
func (l Labels) boardAMatch(vps bool) Labels {
	l.IMPs, l.IMPsFor, l.IMPsAgainst, l.ScoringTeams = l.BoardPoints, l.PointsFor, l.PointsAgainst, l.ScoringBAMVP
	if !vps {
		l.VP, l.RunningVP, l.ScoringTeams = l.Points, l.RunningPoints, l.ScoringBAM
	}
	return l
}
