// Texts of the data grid's selection in a virtualised grid, where the heading checkbox selects every row the
// search and filters leave, as [English, German, French, Arabic] rows.
export const gridSelectionWords = [
  [
    'Select all matching rows',
    'Alle passenden Zeilen auswählen',
    'Sélectionner toutes les lignes correspondantes',
    'تحديد كل الصفوف المطابقة',
  ],
];
