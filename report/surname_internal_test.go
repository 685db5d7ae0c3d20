package report

import "testing"

// TestSurnameSpan: the surname of a name is found by the name's own cues,
// first cue first, and by the event's order when it has none.
func TestSurnameSpan(t *testing.T) {
	for _, tt := range []struct {
		name, want string
		order      nameOrder
		decided    bool
	}{
		{"Brown, Peter", "Brown", surnameLast, true},
		{" Dąbrowska ,Agnieszka", "Dąbrowska", surnameLast, true},
		{"BROWN Peter", "BROWN", surnameLast, true},
		{"Peter BROWN", "BROWN", surnameFirst, true},
		{"Brown Peter", "Brown", surnameLast, true},
		{"Peter Brown", "Brown", surnameFirst, true},
		{"Agnieszka Dąbrowska", "Dąbrowska", surnameFirst, true},
		{"Paweł Król", "Król", surnameFirst, true},
		{"Pawel Krol", "Krol", surnameFirst, true},
		{"Józef Wieczorek", "Wieczorek", surnameFirst, true},
		{"Волкова Ирина", "Волкова", surnameLast, true},
		{"Ирина Волкова", "Волкова", surnameFirst, true},
		{"Фёдоров Григорий", "Фёдоров", surnameLast, true},
		{"Федоров Петр", "Федоров", surnameLast, true},
		{"Щукина Ёлка", "Щукина", surnameLast, true}, // Ёлка is no given name; -ина is a surname's ending
		{"Grzegorz Kamiński", "Kamiński", surnameFirst, true},
		{"Nowakowski Bartek", "Nowakowski", surnameLast, true},
		{"Mary Ann Smith", "Smith", surnameFirst, true},
		{"Haraldsson S", "Haraldsson", surnameLast, true},
		{"J. Smith", "Smith", surnameFirst, true},
		{"J.-P. Dupont", "Dupont", surnameFirst, true},
		{"Иванов Иван Иванович", "Иванов", surnameLast, true},
		{"Lewis Scott", "Lewis", surnameFirst, false}, // no cue: the event's order
		{"Lewis Scott", "Scott", surnameLast, false},
		{"Thomas Paul", "Thomas", surnameFirst, false}, // both given names
		{"~~M2509087", "~~M2509087", surnameLast, true},
		{"  ", "", surnameFirst, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			start, end, decided := surnameSpan(tt.name, tt.order)
			if got := tt.name[start:end]; got != tt.want || decided != tt.decided {
				t.Errorf("surnameSpan(%q) = %q, decided %v; want %q, %v", tt.name, got, decided, tt.want, tt.decided)
			}
		})
	}
}

// TestEventOrder: an event's order is what most of its names with cues
// show, surname first when they show nothing.
func TestEventOrder(t *testing.T) {
	for _, tt := range []struct {
		name  string
		names []string
		want  nameOrder
	}{
		{"Russian", []string{"Иванов Юрий", "Волкова Ирина", "Lewis Scott"}, surnameFirst},
		{"English", []string{"Peter Brown", "Mary White", "Lewis Scott"}, surnameLast},
		{"nothing said", []string{"Lewis Scott", "Thomas Paul"}, surnameFirst},
		{"commas say nothing of the order", []string{"Brown, Peter", "White, Mary", "Lewis Scott"}, surnameFirst},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := eventOrder(tt.names); got != tt.want {
				t.Errorf("eventOrder(%q) = %v, want %v", tt.names, got, tt.want)
			}
		})
	}
}

// eventOrder is the order the names of an event show by their cues, as
// Sheet.sortPlayers finds it: each name's vote (orderVote, from its
// surname found in surname-first order), the majority taken.
func eventOrder(names []string) nameOrder {
	var votes orderVotes
	for _, name := range names {
		start, _, decided := surnameSpan(name, surnameFirst)
		votes.add(orderVote(name, start, decided))
	}
	return votes.order()
}
