import re,os,collections
R='/work/notes/review'
pairs=[(1,'baseline-reports.md','findings.md'),(1,'final-reports.md','findings-after.md'),
 (2,'baseline-reports.md','findings-baseline.md'),(2,'final-reports.md','findings.md'),
 (3,'baseline-reports.md','findings-baseline.md'),(3,'final-reports.md','findings.md'),
 (4,'baseline-reports.md','findings-baseline-reports.md'),(4,'final-reports.md','findings-final-reports.md'),
 (5,'before-reports.md','findings-before-reports.md'),(5,'after-reports.md','findings-after-reports.md'),
 (6,'before-reports.md','findings-before-reports.md'),(6,'after-reports.md','findings-after-reports.md'),
 (8,'before-reports.md','findings-before-reports.md'),(8,'after-reports.md','findings-after-reports.md')]
kinds=[
 ('score line: "You name a reference the buyer can check"', r'You name a reference', r'reference'),
 ('strength: proof the buyer can check', r'Proof the buyer can check', r'[Pp]roof the buyer can check:|Proof the buyer'),
 ('strength/score: discovery / situation question', r'You ask a discovery question|You ask about the buyer', r'discovery question|ask about the buyer|about the buyer\'s situation:'),
 ('strength/score: concrete next step', r'You close with a concrete next step|You ask for a concrete next step|You propose a concrete next step', r'concrete next step'),
 ('strength/score: opens with the buyer\'s situation', r'You open with the buyer', r'open with the buyer|opens with the buyer|opening'),
 ('strength/score: clear order', r'Clear order', r'Clear order|clear order'),
 ('strength/score: uses the buyer\'s own numbers', r'buyer\'s own numbers', r'own numbers'),
 ('strength/score: no hedges or fillers', r'No hedges or fillers', r'No hedges'),
 ('finding: N hedges soften', r'hedges? soften', r'hedge'),
 ('finding: N fillers', r'\d+ fillers?\b', r'filler'),
 ('improvement: no situation question / asks nothing', r'No question asks about|You don\'t ask the buyer anything', r'No question asks|don\'t ask the buyer anything|open question'),
 ('improvement: nothing is proof / no customer named', r'Nothing in the pitch is proof|No customer is named', r'Nothing in the pitch is proof|No customer is named'),
 ('improvement: next-step (no step / vague / close on a step)', r'Close on one specific step|The close hands the next step|no day or scope|ends without a next step|leave the next step to the buyer|hand the next step back|never ask for a next step', r'next step|Close on one'),
 ('improvement: price cut before the buyer asked', r'cut the price before', r'cut the price|price cut'),
 ('improvement/score: pressure or disparaging (word list)', r'Pressure or disparaging|Disparaging remarks cost|\*\* .*Pressure: |Dismissing:', r'[Pp]ressure|disparag|[Dd]ismiss'),
 ('improvement: ethics fault (deadline, threat, approver, bribe, split)', r'tie a price cut to a deadline|deadline and a threat|around the person who approves|personal inducement|split the purchase|rig the buying|off the record|disguise the paperwork', r'deadline|threat|around the person|inducement|split|bribe|bypass'),
 ('improvement: pitch is long / one proof point', r'long for a first conversation|one proof point', r'long for a first|one proof point'),
 ('improvement: rehearse (delivery tip)', r'next gain is in the delivery', r'Rehearse|rehearse|next gain is in the delivery'),
 ('finding: numbers made up / cannot be checked', r'sounds? (made up|impressive)|cannot be checked', r'made up|cannot be checked|impressive but'),
 ('finding: buzzwords', r'buzzwords? blur|buzzword', r'buzzword'),
 ('finding: sentences over 40 words', r'over 40 words|over 40\.', r'over 40'),
 ('improvement: none of the buyer\'s numbers used', r'don\'t use any of the numbers', r'don\'t use any of the numbers'),
 ('finding: opens on a market statistic', r'market statistic', r'market statistic'),
 ('example: slot-filled template ("your X together", "the way you handle your X")', r'looking at your [a-z ]+ together|the way you handle your', r'together\?|the way you handle|slot'),
 ('example: "Start from the facts / their X" tail', r'Start from the facts|Start from their', r'Start from'),
]
shown=collections.Counter(); wrong=collections.Counter()
for rnd,rep,fnd in pairs:
    rp=os.path.join(R,f'round{rnd}',rep); fp=os.path.join(R,f'round{rnd}',fnd)
    if not (os.path.exists(rp) and os.path.exists(fp)): print('missing',rp,fp); continue
    txt=open(rp).read()
    secs=re.split(r'\n## ',txt)
    pitch={}
    for sct in secs:
        m=re.match(r'(p\d+) \(pitch\)',sct)
        if m:
            body=sct.split('**Pitch:**',1)[-1]
            body=body.split('\n',1)[1] if '\n' in body else body
            pitch[m.group(1)]=body
    flines=collections.defaultdict(str)
    for line in open(fp):
        m=re.match(r'\|\s*(p\d+)\s*\|',line)
        if m: flines[m.group(1)]+=line
    for pid,body in pitch.items():
        fl=flines.get(pid,'')
        for name,shownre,flagre in kinds:
            if re.search(shownre,body):
                shown[name]+=1
                # flagged: the findings line quotes the claim's words and marks a defect
                if fl and re.search(flagre,fl) and re.search(r'\| *yes *\|',fl):
                    wrong[name]+=1
print('| claim kind | shown (pitch reports, rounds 1-8) | flagged by a reviewer (approx.) | rate |')
print('|---|---|---|---|')
for name,_,_ in kinds:
    s=shown[name]; w=wrong[name]
    print(f'| {name} | {s} | {w} | {100*w/s:.0f}% |' if s else f'| {name} | 0 | {w} | - |')
