// `@app/ui/match-why`: a match's score parts and their facts as chips, worded in the screen's language.
export { MatchWhyChips, matchWhyText, type MatchWhyChipsProps } from '../match-why/match-why-chips';
