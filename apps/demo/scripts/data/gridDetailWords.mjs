// Texts of the data grid's responsive columns and child rows, and the data tables' detail grids,
// as [English, German, French, Arabic] rows.
export const gridDetailWords = [
  [
    'Show details for {row}',
    'Details zu {row} anzeigen',
    'Afficher les détails de {row}',
    'عرض تفاصيل {row}',
  ],
  ['Child Rows', 'Unterzeilen', 'Lignes enfants', 'صفوف فرعية'],
];
