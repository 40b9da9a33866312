package safety

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Word lists for languages without a grammar (Scandinavian, Indonesian and
// Malay, Vietnamese, Arabic, Persian, Hebrew, Hindi, Greek, Thai, Ukrainian,
// Czech and Slovak, Romanian, Hungarian, Finnish, Tagalog), and, for all
// languages including the covered ones and CJK, leaving the role-play for an
// off-task artefact and the pre-conversation question. They run on the
// folded view (accents folded for Latin scripts, combining marks removed,
// Greek tonos removed), one sentence at a time: an ignore verb with an
// instructions noun, or a disclosure verb with a system-prompt noun, in the
// same sentence. The lists of one kind are merged across languages; a
// cross-language mix in one sentence is harmless.

type xlangList struct {
	latin, other string // Latin-script words (matched on word boundaries) and other scripts
}

var xlang = struct {
	ignoreV, objs, quals, exfilV, promptObj, exit, offtask, preRecip, preLoc xlangList
}{
	ignoreV: xlangList{
		latin: "ignorera|strunta i|bortse fran|glom|hoppa over|skippa|ignorer|glem|se bort fra|overse|abaikan|abaikanlah|lupakan|lupakanlah|jangan ikuti|jangan hiraukan|hiraukan|acuhkan|tinggalkan|lewati|bo qua|quen di|quen het|quen|phot lo|lo di|bo het|dung tuan theo|khong can tuan theo|ignoruj|ignorujte|zapomen|zapomente|nedbej|neber ohled na|preskoc|zabudni|ignora|ignorati|uita|uitati|nu tine cont de|treci peste|hagyd figyelmen kivul|hagyja figyelmen kivul|felejtsd el|felejtse el|ne vedd figyelembe|ignorald|ohita|unohda|ala noudata|sivuuta|jata huomiotta|huwag pansinin|wag pansinin|kalimutan|balewalain|puuza|usijali|sahau",
		other: "تجاهل|انس |إنس |أنس |تخط|لا تتبع|لا تلتزم|اهمل|أهمل|نادیده بگیر|نادیده|فراموش کن|توجه نکن|התעלם|תתעלם|התעלמי|שכח|תשכח|שכחי|אל תציית|אל תקשיב|דלג על|अनदख|नजरअदाज|नज़रअदाज़|भल जा|उपकषा|मत मान|पालन मत|इगनोर|αγνοησε|αγνοηστε|ξεχασε|ξεχαστε|παραβλεψε|παραβλεψτε|μην ακολουθεις|ละเวน|เพกเฉย|ไมตองสนใจ|ลม|ขาม|อยาทำตาม|ไมตองทำตาม|ігноруй|ігноруйте|забудь|забудьте|не зважай|не зважайте|знехтуй|відкинь|пропусти|نظرانداز کریں|نظر انداز کریں|نظرانداز کرو|بھول جاؤ|بھول جائیں|উপেক্ষা কর|ভুলে যাও|ভুলে যান",
	},
	objs: xlangList{
		latin: "bedomningskriterier\\w*|kriterier\\w*|kriteria penilaian|kriteria|tieu chi cham diem|tieu chi danh gia|tieu chi|kriteri\\w*|instruktion\\w*|instruks\\w*|regler\\w*|regel|anvisning\\w*|direktiv\\w*|riktlinjer\\w*|retningslinjer|systemprompt\\w*|prompt\\w*|instruksi|perintah|aturan|petunjuk|arahan|pedoman|peraturan|huong dan|chi dan|chi thi|quy tac|loi nhac|nguyen tac|instrukc\\w*|pokyn\\w*|pravidl\\w*|prikaz\\w*|instructiuni\\w*|reguli\\w*|regulile|indicatii\\w*|directive\\w*|utasitas\\w*|szabaly\\w*|iranyelv\\w*|parancs\\w*|ohje\\w*|saanto\\w*|saannot|kehote\\w*|komento\\w*|tagubilin|utos|patakaran|instruksyon|maagizo|maelekezo|sheria",
		other: "معايير التقييم|معايير|المعايير|معیارهای ارزیابی|معیارها|קריטריונים|מחוון|मानदड|मूलयाकन मानदड|تعليمات|التعليمات|الأوامر|أوامر|القواعد|قواعد|الإرشادات|إرشادات|التوجيهات|توجيهات|موجه|دستورالعمل|دستورات|قوانین|قواعد|پرامپت|رهنمود|הוראות|כללים|הנחיות|פרומפט|פקודות|निरदश|नियम|परॉमपट|परोमपट|आदश|दिशानिरदश|οδηγιες|οδηγιων|κανονες|κανονων|εντολες|εντολων|προτροπη|คำสง|คำแนะนำ|กฎ|ขอกำหนด|พรอมต|พรอมท|พรอมพ|แนวทาง|інструкці|правил|вказівк|настанов|промпт|команд|директив|ہدایات|قواعد|احکامات|پرامپٹ|নির্দেশ|নিয়ম|প্রম্পট",
	},
	quals: xlangList{
		latin: "alla|tidigare|foregaende|ursprungliga|dina|din|ditt|dolda|hemliga|alle|tidligere|forrige|dine|skjulte|hemmelige|opprinnelige|oprindelige|sebelumnya|semua|seluruh|kamu|anda|awal|sistem|tersembunyi|rahasia|asli|truoc do|tat ca|toan bo|cua ban|ban nhan duoc|nhan duoc|luc dau|ban dau|he thong|bi mat|fran borjan|du fick|vsechny|vsetky|predchozi|predchadzajuce|sve|tve|tvoje|systemov\\w*|puvodni|skryte|toate|anterioare|precedente|tale|tau|sistem|originale|ascunse|secrete|minden|osszes|korabbi|elozo|sajat|rendszer\\w*|eredeti|rejtett|titkos|kaikki|aiemmat|aikaisemmat|edelliset|sinun|jarjestelma\\w*|alkuperaiset|piilotetut|salaiset|lahat|nakaraan|dati|iyong|nakatago|lihim|yote|zote|ya awali|yako|ya mfumo|iliyofichwa",
		other: "السابقة|السابق|جميع|كل |الخاصة بك|أعطيت لك|المعطاة لك|التي أعطيت|الأصلية|النظام|المخفية|السرية|تعليماتك|قواعدك|قبلی|همه|تمام|خود|سیستم|مخفی|اصلی|שקיבלת|שקיבלתם|שניתנו לך|הקודמות|הקודמים|כל |שלך|המקוריות|המערכת|הנסתרות|הסודיות|पिछल|सभी|सार|अपना|अपन|आपक|तमहार|सिसटम|मल|छिप|गपत|ολες|ολους|ολα|προηγουμενες|προηγουμενους|σου|αρχικες|συστηματος|κρυφες|μυστικες|กอนหนา|ทงหมด|ของคณ|ระบบ|เดม|ซอน|ลับ|попередні|попередніх|усі|всі|свої|твої|ваші|системн|початков|приховані|секретн|پچھلی|تمام|اپنی|سسٹم|আগের|সব|তোমার|আপনার|সিস্টেম",
	},
	exfilV: xlangList{
		latin: "perlihatkan|mostrami|mostra|mostrare|laat (je|jouw|de|het|me|mij) .{0,30}zien|visa|beratta|skriv ut|avsloja|upprepa|aterge|vis|fortael|fortell|avslor|afslor|gjenta|gentag|udskriv|tampilkan|tunjukkan|beritahu|beri tahu|ungkapkan|sebutkan|ulangi|cetak|perlihatkan|bocorkan|berikan|cho toi xem|hien thi|tiet lo|in ra|noi cho toi|cho biet|lap lai|viet ra|dua ra|ukaz|zobraz|prozrad|vypis|zopakuj|rekni|povedz|arata|dezvaluie|spune|afiseaza|repeta|tipareste|mutasd meg|mutasd|ird ki|ismeteld|arulj el|aruld el|mondd el|jelenitsd meg|nayta|kerro|paljasta|toista|tulosta|ipakita|sabihin|ibunyag|ulitin|onyesha|niambie|nionyeshe|rudia",
		other: "สรุป|แสดง|บอก|להציג|הצג|תציג|תראה|תראי|اكشف|أظهر|اظهر|اعرض|أخبرني|اخبرني|اطبع|كرر|أرني|ارني|قل لي|شارك|نشان بده|بگو|فاش کن|چاپ کن|تکرار کن|نمایش بده|הצג|תציג|הראה|תראה|גלה|תגלה|חשוף|תחשוף|ספר לי|הדפס|תדפיס|חזור על|दिखाओ|दिखाए|दिखाइए|बताओ|बताए|बताइए|परकट|छापो|दोहराओ|साझा|δειξε|δειξτε|αποκαλυψε|αποκαλυψτε|πες μου|εμφανισε|τυπωσε|επαναλαβε|แสดง|บอก|เปดเผย|พมพ|ทวน|ใหด|покажи|покажіть|виведи|виведіть|розкажи|розкрий|повтори|надрукуй|دکھاؤ|دکھائیں|بتاؤ|بتائیں|দেখাও|দেখান|বলো|বলুন",
	},
	promptObj: xlangList{
		latin: "rubrik penilaian|rubrik|bedomningsmall|bedomningskriterier|systeemprompt\\w*|systeembericht\\w*|systeeminstructies|systemprompt\\w*|systemmeddelande\\w*|systemmelding\\w*|systembesked|dolda instruktioner|hemliga instruktioner|systeminstruktioner|skjulte instruks\\w*|prompt sistem\\w*|pesan sistem\\w*|instruksi sistem|instruksi tersembunyi\\w*|instruksi awal\\w*|system prompt|loi nhac he thong|prompt he thong|thong diep he thong|huong dan he thong|chi thi he thong|huong dan an|cau lenh he thong|systemovy prompt|systemove instrukce|systemovou zpravu|skryte instrukce|systemovy pokyn|promptul de sistem|prompt de sistem|mesajul de sistem|instructiunile de sistem|instructiunile ascunse|rendszerprompt\\w*|rendszer prompt|rendszeruzenet\\w*|rendszerutasitas\\w*|rejtett utasitas\\w*|jarjestelmakehote\\w*|jarjestelmaviesti\\w*|piilotetut ohjeet|prompt ng sistema|mensahe ng sistema|nakatagong tagubilin|maagizo ya mfumo|ujumbe wa mfumo",
		other: "คำสั่งลับ|คำสั่งที่คุณได้รับ|คำสั่งระบบ|הנחיות המערכת|הוראות המערכת|موجه النظام|رسالة النظام|تعليمات النظام|التعليمات المخفية|التعليمات السرية|التعليمات الأولية|پرامپت سیستم|پیام سیستم|دستورالعمل سیستم|دستورات مخفی|הנחיות המערכת|פרומפט המערכת|הודעת המערכת|הוראות המערכת|ההוראות הנסתרות|सिसटम परॉमपट|सिसटम परोमपट|सिसटम सदश|सिसटम निरदश|छिप निरदश|गपत निरदश|μηνυμα συστηματος|προτροπη συστηματος|οδηγιες συστηματος|κρυφες οδηγιες|พรอมตระบบ|พรอมทระบบ|ขอความระบบ|คำสงระบบ|คำสงทซอน|системний промпт|системного промпту|системне повідомлення|системні інструкції|приховані інструкції|початкові інструкції|سسٹم پرامپٹ|সিস্টেম প্রম্পট",
	},
	exit: xlangList{
		latin: "glom (salj)?rollspelet|glom (salj)?rollen|avsluta rollspelet|sluta med rollspelet|kliv ur rollen|deja de (fingir|actuar|ser el|ser la|ser un|interpretar|hacer de|jugar)|olvida (el|tu|este) (papel|rol|personaje)|sal (del|de tu) (personaje|papel|rol)|basta de (juego de rol|rol|fingir)|termina el juego de rol|ya no eres (el|un|una|la) (comprador|cliente)|fuera de personaje|arrete (le jeu de role|de jouer|de faire semblant|d.etre|ton role|le role)|arretez (le jeu de role|de jouer|de faire semblant)|sors (du|de ton) (role|personnage)|oublie (le|ton|ce|cette) (role|personnage|scenario|jeu|simulation)|tu n.es plus (un|une|le|la|l) ?(acheteur|client|prospect)|fin du jeu de role|hors personnage|hor auf,? .{0,40}(zu spielen|so zu tun|die rolle|rollenspiel|zu sein)|hoer auf,? .{0,40}(zu spielen|so zu tun|rolle)|horen sie auf,? .{0,40}(zu spielen|so zu tun|rolle)|vergiss (die|deine) rolle|aus der rolle|rollenspiel (beenden|ist vorbei)|schluss mit (dem rollenspiel|der rolle)|du bist (nicht mehr|kein) (der |ein )?(kaufer|kunde|einkaufer)|smetti (di|la) (fare|recitare|interpretare|fingere|essere)|dimentica (il|questo|tuo) (ruolo|personaggio)|esci dal (ruolo|personaggio)|basta (con il )?gioco di ruolo|non sei piu (un|il|l) ?(acquirente|cliente)|fuori dal personaggio|(para|pare) de (fingir|fazer de|interpretar|ser|agir)|(esquece|esqueca) (o|este|teu|seu) (papel|personagem)|(sai|saia) do (papel|personagem)|ja nao es|voce nao e mais|fora do personagem|stop met (het rollenspel|de rol|doen alsof|spelen)|vergeet (de|je) rol|uit je rol|je bent geen (koper|klant) meer|przestan (udawac|grac|byc)|zapomnij o (roli|scenariuszu)|wyjdz z roli|koniec (odgrywania|scenki|roli)|nie jestes juz (klientem|kupujacym)|berhenti (berperan|berpura|memerankan|menjadi)|lupakan peran\\w*|abaikan peran\\w*|tinggalkan peran\\w*|berhenti jadi|keluar dari peran|bukan (pembeli|pelanggan) lagi|dung dong vai|thoi dong vai|bo vai|quen vai|khong con la (nguoi mua|khach hang)|thoat vai|sluta (spela|latsas|vara)|glom (rollen|din roll)|kliv ur rollen|du ar inte (kopare|kund) langre|rol yapmayi birak|rolu birak|karakterden cik|artik (alici|musteri) degilsin|normaler assistent|normale ki|allgemeiner assistent|asistente normal|asistente general|assistant normal|assistant general|assistente normale|assistente generico|algemene assistent|zwykly asystent|nueva tarea|otra tarea|nouvelle tache|autre tache|neue aufgabe|andere aufgabe|nuovo compito|altro compito|nova tarefa|outra tarefa|nieuwe taak|nowe zadanie|tugas baru|nhiem vu moi|ny uppgift",
		other: "انس دور|اترك دور|توقف عن (لعب|أداء|اداء) دور|ไม่ต้องเล่นบท|เลิกเล่นบท|перестань (играть|притворяться|быть)|хватит (играть|притворяться|ролев)|выйди из роли|забудь (про |о )?(роль|сценари)|ты больше не (покупатель|клиент)|прекрати (играть|ролев)|перестань (грати|вдавати|бути)|вийди з ролі|забудь (про )?роль|ти більше не (покупець|клієнт)|别演|别再演|不要演|别扮演|别当|别再扮演|不要再扮演|停止扮演|不用扮演|不要扮演|结束角色扮演|退出角色|跳出角色|别演了|不用再演|不用再当|别再当|不要再当|停止角色扮演|结束这个角色|別再扮演|不要再扮演|停止扮演|ロールプレイをやめ|ロールプレイは終わり|役をやめ|演じるのをやめ|キャラクターをやめ|買い手役をやめ|役割を忘れ|ロールプレイを終了|역할극(은|을|이|는)? ?(끝|그만|멈)|역할(은|을)? ?그만|연기 그만|توقف عن (ال)?(لعب|تمثيل|تظاهر)|اخرج من الدور|لم تعد (مشتري|المشتري|عميل)|भमिका छोड|किरदार छोड|रोलपल बद|अभिनय बद|新任务|新的任务|换个任务|另一个任务|新任務|新しいタスク|別のタスク|새 작업|다른 작업|новое задание|другое задание|новая задача",
	},
	offtask: xlangList{
		latin: "skriv (ett|en|mig ett|mig en) (python|skript|program|kod|uppsats|dikt)|(ayudame a|ayudame con|resuelve|resuelveme|dame|damela)\\b.{0,30}\\b(resolver|ecuacion|tarea|deberes|receta|poema|codigo|ensayo|problema de matematicas)|resolver (esta|la|una) ecuacion|(escrib\\w*|redacta|hazme|genera|crea|componme)( me)?\\b.{0,30}\\b(poema|poesia|cancion|ensayo|redaccion|codigo|funcion|cuento|haiku|rap|tarea|deberes|carta de presentacion)|(ecris|ecrivez|redige|redigez|fais|faites|genere|compose)(-| )?(moi|nous)?\\b.{0,30}\\b(poeme|poesie|chanson|dissertation|redaction|essai|code|programme|fonction|conte|haiku|rap|devoirs|lettre de motivation)|(schreib|schreibe|schreiben sie|verfasse|erstelle|mach|generiere|dichte)( mir| uns)?\\b.{0,30}\\b(gedicht|lied|aufsatz|essay|code|programm|funktion|haiku|rap|hausaufgaben|bewerbung|anschreiben)|(scrivi|scrivimi|scrivici|componi|genera|crea|fammi)\\b.{0,30}\\b(poesia|poema|canzone|saggio|tema|codice|programma|funzione|racconto|haiku|rap|compiti|lettera di presentazione)|(escreve|escreva|redige|redija|gera|gere|cria|crie|compoe)(-| )?(me)?\\b.{0,30}\\b(poema|poesia|cancao|ensaio|redacao|codigo|programa|funcao|conto|haiku|rap|trabalho de casa|dever de casa|carta de apresentacao)|(schrijf|genereer|verzin)( me| mij| ons)?\\b.{0,30}\\b(gedicht|lied|essay|opstel|code|programma|functie|verhaal|haiku|rap|huiswerk|sollicitatiebrief)|(napisz|stworz|wygeneruj|uloz)( mi)?\\b.{0,30}\\b(wiersz|piosenke|esej|wypracowanie|kod|program|funkcje|opowiadanie|haiku|rap|zadanie domowe)|(tuliskan|tulis|buatkan)( aku| saya)?\\b.{0,30}\\b(puisi|esai|kode|program|fungsi|cerita|lagu|pantun)|(viet|lam|tao)\\b.{0,20}\\b(bai tho|mot bai tho|bai luan|doan code|chuong trinh|bai hat)|(skriv|skapa)( mig| oss)?\\b.{0,30}\\b(dikt|sang|uppsats|kod|program|funktion|berattelse)|(siir|sarki|kod|program|fonksiyon|hikaye)\\b.{0,20}\\b(yaz|olustur)",
		other: "(напиши|сочини|создай|сгенерируй)( мне| нам)?.{0,30}(стих|песн|эссе|сочинение|код|программ|функци|рассказ|хайку|рэп|домашн|вірш|пісн|есе|твір)|(写|作|编|生成|创作|帮我写|给我写|寫|幫我寫).{0,8}(诗|詩|歌词|作文|论文|代码|程序|函数|菜谱|食谱|故事|笑话|作业|求职信|程式)|(詩|ポエム|エッセイ|作文|コード|プログラム|関数|レシピ|物語|歌詞|宿題|python|パイソン|ゲーム|アプリ).{0,20}(書いて|作って|作成して|生成して)|(시를|시 한 편|에세이|작문|코드|프로그램|함수|레시피|이야기|가사|숙제|파이썬).{0,10}(써|작성|만들어|짜)|(اكتب|أكتب).{0,20}(قصيدة|مقال|كود|برنامج|وصفة|قصة|أغنية)|(תכתוב|כתוב|תכתבי|כתבי).{0,20}(שיר|חיבור|קוד|מתכון|סיפור|מאמר)|(कविता|निबध|कोड|परोगराम|गीत|कहानी).{0,15}(लिखो|लिख|बनाओ)",
	},
	preRecip: xlangList{
		latin: "que te (dijeron|han dicho|indicaron|ordenaron|dieron|pidieron|programaron)|que instrucciones (te dieron|recibiste|tienes)|qu.est-ce qu.on t.a dit|ce qu.on t.a dit|qu.est ce qu.on t.a dit|que t.a-t-on dit|quelles instructions (as-tu|avez-vous) recues|qu.est-ce qu.on vous a dit|ce qu.on vous a dit|was (hat man|wurde) (dir|ihnen) (gesagt|gegeben|aufgetragen)|was hat (man|jemand) dir|welche anweisungen (hast du|haben sie) (bekommen|erhalten)|(cosa|che cosa) ti (hanno detto|e stato detto|hanno dato|hanno ordinato)|(testo|messaggio|istruzioni|regole) che hai ricevuto|welche (anweisungen|regeln|instruktionen|vorgaben|befehle) .{0,30}(bekommen|erhalten|gegeben)|(text|anweisungen|regeln|nachricht|vorgaben|instruktionen),? (den|die|das) du .{0,25}(bekommen|erhalten) hast|(instrucoes|regras|orientacoes) que (voce|tu) (recebeu|recebeste)|(instrucciones|reglas|indicaciones) que (recibiste|te dieron|has recibido)|(instructions|consignes|regles) (que tu as|qu.on t.a) (recues|recu|donnees)|(istruzioni|regole) che (hai ricevuto|ti hanno dato)|(instrukcje|polecenia|zasady),? (ktore|jakie) (dostales|dostalas|otrzymales|otrzymalas)|(instructies|regels) die je (hebt )?(gekregen|ontvangen)|welke (instructies|regels|aanwijzingen) (je|jij) .{0,20}(kreeg|kreeg|gekregen|ontving|ontvangen)|vilka (instruktioner|regler) (du|ni) (fick|har fatt)|(instruktioner|regler) (som )?(du|ni) fick|(huong dan|chi dan|chi thi|quy tac) (ma )?ban (nhan duoc|duoc giao|duoc dua)|(instruksi|aturan|perintah) yang (kamu|anda) (terima|dapat|dapatkan)|quali istruzioni (hai ricevuto|ti hanno dato)|o que (te|lhe) (disseram|foi dito|deram|mandaram)|que instrucoes (recebeste|voce recebeu|te deram)",
		other: "告诉你|给你的|对你说|你收到|你得到|你被告知|何と言われ|なんと言われ|何を指示され|何を言われ",
	},
	preLoc: xlangList{
		latin: "antes de (empezar|comenzar|iniciar) (esta|la|nuestra) (conversacion|charla|chat)|antes de esta conversacion|antes de que (empezaramos|comenzaramos|yo escribiera|empezara)|antes de mi primer mensaje|avant (le debut de |le debut d )?(cette |notre |la )?(conversation|discussion)|avant que (je|nous|la conversation)|avant mon premier message|vor (diesem|unserem|dem) (gesprach|chat)|bevor (ich|wir|das gesprach|der chat)|vor meiner ersten nachricht|vor beginn (des|dieses) (gesprachs|chats)|prima di (questa|iniziare questa) conversazione|prima della conversazione|prima del mio primo messaggio|prima che (iniziassimo|cominciassimo)|antes (desta|da|de comecar esta|de comecarmos a|de iniciar esta) (conversa|conversacao)|antes da minha primeira mensagem|am anfang|zu beginn|vooraf|van tevoren|fran borjan|i borjan|innan samtalet|luc dau|tu dau|ban dau|sebelum percakapan|di awal|all.inizio|dall.inizio|al principio|al inicio|au debut|no inicio|na poczatku|aan het begin|in het begin",
		other: "对话开始之前|对话之前|聊天之前|会话之前|对话前|聊天开始前|第一条消息之前|会話の前|会話が始まる前|チャットの前",
	},
}

// xalt is one alternative of a merged list, tried only when its literal
// prefix occurs in the text (and, for other scripts, when the text has
// letters outside Latin).
type xalt struct {
	re    *rx
	lits  []string // a match contains one of these; nil: unknown
	latin bool
}

// skip reports whether t cannot match a: the wrong script, or none of its
// literals is in the text.
func (a xalt) skip(t xtext) bool {
	if !a.latin && !t.nonLatin {
		return true
	}
	if a.lits == nil {
		return false
	}
	for _, l := range a.lits {
		if strings.Contains(t.s, l) {
			return false
		}
	}
	return true
}

type xlist []xalt

type xlangRes struct {
	ignoreV, objs, quals, exfilV, promptObj, exit, offtask, preRecip, preLoc, business xlist
	leave, frame, request, salesish                                                    xlist
}

// Leaving the role in any language: a "leave" word and a "frame" word (the
// sale, the buyer, the role, the role-play) close together in a sentence.
var xlangLeave = xlangList{
	latin: "zignoruj|ignoruj|ignora|ignore|ignorez|ignoriere|negeer|deja el|deja la|deja tu|dejate de|olvida|olvidate|olvidese|deja de|dejemos|basta de|basta con|para de|abandona|oublie|oubliez|arrete|arretez|sors|sortez|quitte|quittez|assez de|vergiss|vergessen sie|hor auf|horen sie auf|schluss mit|beende|beenden sie|genug|raus aus|verlass|dimentica|dimenticati|smetti|smettila|basta|esci|finisci|abbandona|esquece|esqueca|chega de|larga|vergeet|stop met|genoeg|klaar met|zapomnij|przestan|zostaw|wyjdz|koniec|dosc|skoncz|porzuc|birak|unut|birakin|unutun|cik|yeter|son ver|glom|sluta|slapp|lamna|kliv ur|nog med|glem|forlat|forlad|lupakan|berhenti|tinggalkan|abaikan|cukup|hentikan|sudahi|roi khoi|thoat|para de|pare de|deixa de|deixe de|lass (das|die|den) \\w+( \\w+)? sein|lassen sie (das|die|den) \\w+( \\w+)? sein|laisse tomber|laissez tomber|lascia perdere|lasciamo perdere|sai do|saia do|sal del|sal de tu|keluar dari|bo vai|dung dong vai|thoi dong vai|quen vai|quen di|termina el",
	other: "забудь|забудьте|хватит|перестань|перестаньте|прекрати|брось|выйди|оставь|закончи|вистачить|припини|кинь|вийди|облиш|انس|انسى|توقف|كف عن|اترك|اخرج|يكفي|تفسיק|תפסיק|הפסק|תשכח|שכח|עזוב|צא מ|די עם|बद कर|बद करो|छोड|भल जा|बस कर|别再|不要再|停止|不用再|结束|退出|够了|別再|やめ|忘れ|もういい|終わり|終了|그만|잊어|멈춰|끝내|집어치워",
}

var xlangFrame = xlangList{
	latin: "trattativa|negociacion|negociation|verhandlung\\w*|onderhandeling\\w*|negocjacj\\w*|muzakere|negosiasi|venta|ventas|comprador|cliente|rol|papel|personaje|juego de rol|simulacion|escenario|ejercicio|vente|acheteur|personnage|jeu de role|verkauf\\w*|kaufer|kunden|rolle|rollenspiel|szenario|ubung|vendita|acquirente|ruolo|personaggio|gioco di ruolo|simulazione|esercizio|venda|papel|personagem|simulacao|cenario|exercicio|verkoop|koper|klant|rol|rollenspel|simulatie|oefening|sprzedaz\\w*|kupujac\\w*|klient\\w*|postac\\w*|scenk\\w*|symulacj\\w*|scenariusz\\w*|alici|musteri|satis|karakter\\w*|senaryo|canlandirma|kop|kopare|koparrollen|kund|rollspel|forsaljning\\w*|kjoper|kober|rolle|rollespill|rollespil|salg|pembeli|pelanggan|peran\\w*|penjualan|jualan|skenario|simulasi|bermain peran|nguoi mua|khach hang|ban hang|dong vai|kich ban|rola|roli|rolu|rolunu|rolü|rollen|rollspelet|koparrollen|kundrollen|kunden",
	other: "переговор|продаж|покупател|клиент|рол|персонаж|сценари|симуляци|игр|покупц|клієнт|сценарі|المشتري|مشتري|العميل|الدور|دور|البيع|المبيعات|التمثيل|تمثيل|הקונה|קונה|הלקוח|התפקיד|תפקיד|משחק תפקידים|המכירה|מכירות|לשחק|खरीदार|गराहक|भमिका|किरदार|बिकरी|रोलपल|扮演|买家|客户|角色|销售|采购经理|買い手|顧客|役|ロールプレイ|営業|ふり|演技|구매자|고객|역할|역할극|연기|영업",
}

// request verbs and in-scenario words, for "leave the role and explain
// quantum physics" in other languages
var xlangRequest = xlangList{
	latin: "explica\\w*|explicame|escribe\\w*|escribes|dime|dame|cuentame|ayudame|hazme|explique\\w*|ecris\\w*|dis-moi|dismoi|raconte\\w*|aide-moi|aidemoi|erklar\\w*|erklare|schreib\\w*|sag mir|erzahl\\w*|hilf mir|spiega\\w*|scrivi\\w*|dimmi|raccontami|aiutami|fammi|explica\\w*|escrev\\w*|diz-me|dizme|conta-me|contame|ajuda-me|ajudame|leg uit|schrijf|vertel|maak|wyjasnij|napisz|powiedz|opowiedz|pomoz|zrob|acikla|yaz|anlat|soyle|yardim et|forklara|skriv|beratta|hjalp mig|forklar|fortael|fortell|hjelp meg|jelaskan|tulis\\w*|ceritakan|buatkan|giai thich|giup toi|help mij|hazme|haz un|fais-moi|faismoi|mach mir|bantu aku|bantu saya|viet cho toi",
	other: "объясни|напиши|расскажи|помоги|сделай|поясни|поясніть|поясни|розкажи|допоможи|اشرح|اكتب|أخبرني|ساعدني|הסבר|תסביר|כתוב|תכתוב|ספר לי|עזור לי|समझा|लिखो|लिख|बताओ|मदद कर|解释|写|告诉我|帮我|説明して|書いて|作って|教えて|手伝って|설명해|써|알려줘|도와줘",
}

var xlangSalesWords = xlangList{
	latin: "precio\\w*|presupuesto|contrato|descuento|propuesta|prix|budget|contrat|remise|proposition|devis|preis\\w*|vertrag|rabatt|angebot|prezzo|preventivo|contratto|sconto|proposta|preco|orcamento|desconto|prijs|offerte|korting|contract|cena|ceny|budzet|umowa|rabat|oferta|fiyat|butce|sozlesme|indirim|teklif|pris|avtal|rabatt|erbjudande|tilbud|kontrakt|harga|anggaran|kontrak|diskon|penawaran|gia|ngan sach|hop dong|giam gia|bao gia|demo",
	other: "цен|бюджет|договор|скидк|предложени|ціна|бюджет|знижк|سعر|ميزانية|عقد|خصم|عرض|מחיר|תקציב|חוזה|הנחה|कीमत|बजट|अनबध|छट|价格|预算|合同|折扣|报价|価格|予算|契約|割引|見積|가격|예산|계약|할인|견적",
}

// xlangBusiness: a business party or process in the sentence ("the
// procurement rules at your company") makes an instructions noun business.
var xlangBusiness = xlangList{
	latin: "perusahaan\\w*|pengadaan|pembelian|kantor|empresa\\w*|compras|proveedor\\w*|entreprise\\w*|achats|fournisseur\\w*|unternehmen\\w*|firma\\w*|einkauf\\w*|lieferant\\w*|azienda\\w*|acquisti|fornitor\\w*|bedrijf\\w*|inkoop|leverancier\\w*|zakup\\w*|dostawc\\w*|sirket\\w*|satin alma|tedarikci\\w*|foretag\\w*|inkop|leverantor\\w*|virksomhed\\w*|selskab\\w*|leverandor\\w*|cong ty|mua sam|nha cung cap|spolecnost\\w*|nakup\\w*|dodavatel\\w*|companie|companiei|achizitii|furnizor\\w*|ceg\\w*|beszerzes\\w*|yritys\\w*|hankinta\\w*|kumpanya|kampuni|ununuzi",
	other: "شركة|شركتكم|شركتك|المشتريات|الموردين|شرکت|خرید|חברה|החברה|רכש|कपनी|खरीद|εταιρ|προμηθ|บรษท|จดซอ|компані|закупів|постачальник|компани|закуп|поставщик|公司|采购|採購|供应商|会社|御社|貴社|弊社|調達|회사|귀사|구매|조달",
}

var greekPlain = strings.NewReplacer("ά", "α", "έ", "ε", "ή", "η", "ί", "ι", "ό", "ο", "ύ", "υ", "ώ", "ω", "ϊ", "ι", "ϋ", "υ", "ΐ", "ι", "ΰ", "υ", "ς", "σ")

// topAlternatives splits a pattern at the '|' outside parentheses.
func topAlternatives(p string) []string {
	var out []string
	depth, last := 0, 0
	for i := 0; i < len(p); i++ {
		switch p[i] {
		case '\\':
			i++
		case '(':
			depth++
		case ')':
			depth--
		case '|':
			if depth == 0 {
				out = append(out, p[last:i])
				last = i + 1
			}
		}
	}
	return append(out, p[last:])
}

func compileXlang(l xlangList) xlist {
	fold := func(p string) string { return greekPlain.Replace(foldText(p)) }
	var out xlist
	for _, a := range topAlternatives(fold(l.latin)) {
		if a == "" {
			continue
		}
		out = append(out, xalt{re: lazyRe(`\b(?:` + a + `)\b`), lits: literals(a), latin: true})
	}
	for _, a := range topAlternatives(fold(l.other)) {
		if a == "" {
			continue
		}
		out = append(out, xalt{re: lazyRe(a), lits: literals(a)})
	}
	return out
}

// literals returns texts one of which every match of pattern a contains:
// its literal prefix, or for a pattern opening with a group such as
// "(napisz|stworz)( mi)?...", the literal prefix of each alternative. It is
// nil when that cannot be read off. With it an alternative is compiled only
// once a text could match it.
func literals(a string) []string {
	if p := literalPrefix(a); p != "" {
		return []string{p}
	}
	if !strings.HasPrefix(a, "(") || strings.HasPrefix(a, "(?") {
		return nil
	}
	end := closingParen(a)
	if end < 0 || end+1 < len(a) && strings.ContainsRune("?*{", rune(a[end+1])) {
		return nil
	}
	var out []string
	for _, alt := range topAlternatives(a[1:end]) {
		p := literalPrefix(alt)
		if p == "" {
			return nil
		}
		out = append(out, p)
	}
	return out
}

// literalPrefix is text every match of pattern a starts with: its leading
// plain characters, less the last one when a quantifier follows it. It stands
// in for regexp's LiteralPrefix, which needs the pattern compiled.
func literalPrefix(a string) string {
	end := 0
	for i, r := range a {
		if strings.ContainsRune(`\.+*?()|[]{}^$`, r) {
			if strings.ContainsRune(`?*{`, r) {
				_, size := utf8.DecodeLastRuneInString(a[:i])
				end = i - size
			}
			return a[:end]
		}
		end = i + utf8.RuneLen(r)
	}
	return a
}

// newXtext is the folded view with Greek accents dropped.
func newXtext(v *view) xtext {
	t := xtext{s: greekPlain.Replace(v.folded)}
	for _, r := range t.s {
		if r >= 0x370 && unicode.IsLetter(r) {
			t.nonLatin = true
			break
		}
	}
	return t
}

// xtext is a text the lists run on.
type xtext struct {
	s        string
	nonLatin bool
}

func (l xlist) find(t xtext) [][]int {
	var out [][]int
	for _, a := range l {
		if a.skip(t) {
			continue
		}
		out = append(out, a.re.FindAllStringIndex(t.s, 16)...)
	}
	return out
}

func (l xlist) match(t xtext) bool {
	for _, a := range l {
		if a.skip(t) {
			continue
		}
		if a.re.MatchString(t.s) {
			return true
		}
	}
	return false
}

// xl returns the compiled lists, built on first use.
var xl = sync.OnceValue(func() *xlangRes {
	return &xlangRes{
		ignoreV: compileXlang(xlang.ignoreV), objs: compileXlang(xlang.objs), quals: compileXlang(xlang.quals),
		exfilV: compileXlang(xlang.exfilV), promptObj: compileXlang(xlang.promptObj), exit: compileXlang(xlang.exit),
		offtask: compileXlang(xlang.offtask), preRecip: compileXlang(xlang.preRecip), preLoc: compileXlang(xlang.preLoc),
		business: compileXlang(xlangBusiness),
		leave:    compileXlang(xlangLeave), frame: compileXlang(xlangFrame), request: compileXlang(xlangRequest), salesish: compileXlang(xlangSalesWords),
	}
})

// businessOutsideFrame: a business word that is not part of a frame word
// ("구매" inside "구매자", the buyer).
func businessOutsideFrame(t xtext) bool {
	frames := xl().frame.find(t)
	for _, b := range xl().business.find(t) {
		inside := false
		for _, f := range frames {
			if b[0] >= f[0] && b[1] <= f[1] || f[0] >= b[0] && f[1] <= b[1] {
				inside = true
				break
			}
		}
		if !inside {
			return true
		}
	}
	return false
}

// xlangExitPair: a leave word and a frame word within a few words of each
// other in one sentence.
func xlangExitPair(t xtext) bool {
	leaves := xl().leave.find(t)
	if len(leaves) == 0 {
		return false
	}
	frames := xl().frame.find(t)
	for _, l := range leaves {
		for _, f := range frames {
			a, b := min(l[0], f[0]), max(l[1], f[1])
			if b-a > 60 || (f[0] == l[0] && f[1] == l[1]) {
				continue
			}
			if !sentenceSplit.MatchString(t.s[a:b]) {
				return true
			}
		}
	}
	return false
}

var sentenceSplit = lazyRe(`[.!?;。！？\n]+`)

// xlangRules runs the merged word lists on the folded view.
func xlangRules(v *view, s signals) {
	t := newXtext(v)
	exit := xl().exit.match(t) || xlangExitPair(t)
	if exit {
		s.add("persona-break", 0.3)
		defer func() {
			// leaving the role plus any other signal, or a request with no
			// word of the sale
			for k, w := range s {
				if w >= 0.3 && (strings.Contains(k, "exfiltrate") || strings.Contains(k, "ignore") || k == "pre-conversation") {
					s.add("task-hijack", 0.8)
					break
				}
			}
			if xl().request.match(t) && !xl().salesish.match(t) && !businessOutsideFrame(t) {
				s.add("task-hijack", 0.75)
			}
		}()
	}
	if xl().offtask.match(t) {
		s.add("off-task-request", 0.5)
		if exit {
			s.add("task-hijack", 0.85)
		}
	}
	if xl().preRecip.match(t) && xl().preLoc.match(t) {
		s.add("pre-conversation", 0.75)
	}
	ign, exf := xl().ignoreV.find(t), xl().exfilV.find(t)
	if len(ign) == 0 && len(exf) == 0 {
		return
	}
	objs, quals, prompts, biz := xl().objs.find(t), xl().quals.find(t), xl().promptObj.find(t), xl().business.find(t)
	// sentence bounds
	var bounds [][]int
	last := 0
	for _, m := range sentenceSplit.FindAllStringIndex(t.s, -1) {
		bounds = append(bounds, []int{last, m[0]})
		last = m[1]
	}
	bounds = append(bounds, []int{last, len(t.s)})
	in := func(spans [][]int, b []int) bool {
		for _, sp := range spans {
			if sp[0] >= b[0] && sp[1] <= b[1] {
				return true
			}
		}
		return false
	}
	for _, b := range bounds {
		if b[1]-b[0] < 6 {
			continue
		}
		obj := in(objs, b)
		business := in(biz, b)
		if obj && in(ign, b) {
			if in(quals, b) && !business {
				s.add("xl:ignore-instructions", 0.85)
			} else {
				s.add("xl:ignore-instructions", 0.55)
			}
		}
		if in(exf, b) {
			switch {
			case in(prompts, b):
				s.add("xl:exfiltrate", 0.85)
			case obj && in(quals, b) && !business:
				s.add("xl:exfiltrate", 0.7)
			}
		}
	}
}
