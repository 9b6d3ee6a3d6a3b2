/** English texts of the rich-text editor's toolbar. */
export const richTextEn = {
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  heading: 'Heading',
  bulletList: 'Bulleted list',
  orderedList: 'Numbered list',
};
