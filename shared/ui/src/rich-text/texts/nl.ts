/** Dutch texts of the rich-text editor's toolbar. */
export const richTextNl = {
  bold: 'Vet',
  italic: 'Cursief',
  underline: 'Onderstrepen',
  heading: 'Kop',
  bulletList: 'Opsomming',
  orderedList: 'Genummerde lijst',
};
