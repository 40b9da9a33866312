package roleplay

import "testing"

// BenchmarkReply20Turns measures the reply to the 21st message of a
// conversation: the engine replays all 20 earlier rep messages.
func BenchmarkReply20Turns(b *testing.B) {
	sc := scenario(PersonaSkeptical, DifficultyAdvanced)
	sc.Script = "Teams like yours cut reporting time by 50% in the first month.\nOnboarding takes 10 days and you keep your existing data."
	var h []Message
	for _, o := range Opening(sc) {
		h = append(h, Message{Sender: SenderAI, Text: o})
	}
	buyer := &Buyer{}
	for i := 0; i < 20; i++ {
		rep := longGoodConversation[i%len(longGoodConversation)]
		tr := buyer.Reply(sc, h, rep)
		h = append(h, Message{Sender: SenderUser, Text: rep}, Message{Sender: SenderAI, Text: tr.Text})
	}
	input := "What would you need to see before bringing this to your boss?"
	b.ReportAllocs()
	for b.Loop() {
		buyer.Reply(sc, h, input)
	}
}
