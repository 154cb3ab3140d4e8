// Texts of the projects page, as [English, German, French, Arabic] rows.
export const projectWords = [
  ['EST', 'Stand', 'Avancement', 'الإنجاز'],
  ['Target / Actual', 'Soll / Ist', 'Prévu / Réel', 'المخطط / الفعلي'],
  ['Starts', 'Beginn', 'Début', 'البداية'],
  ['Ends', 'Ende', 'Fin', 'النهاية'],
  ['Tracker', 'Zeiterfassung', 'Suivi du temps', 'تتبع الوقت'],
  ['Active', 'Aktiv', 'Actif', 'نشط'],
  ['Inactive', 'Inaktiv', 'Inactif', 'غير نشط'],
  ['On hold', 'Pausiert', 'En pause', 'معلّق'],
  ['No budget was locked in', 'Kein Budget festgelegt', "Aucun budget n'a été fixé", 'لم تُحدَّد ميزانية'],
  ['Budget: {amount}', 'Budget: {amount}', 'Budget : {amount}', 'الميزانية: {amount}'],
  ['Progress of {project}', 'Fortschritt von {project}', 'Avancement de {project}', 'تقدّم {project}'],
  ['{percent}% complete', '{percent} % erledigt', '{percent} % terminé', 'مكتمل بنسبة {percent}%'],
  [
    'Time tracking for {project}',
    'Zeiterfassung für {project}',
    'Suivi du temps pour {project}',
    'تتبع الوقت لـ {project}',
  ],
  ['Dates', 'Zeitraum', 'Dates', 'التواريخ'],
  ['{start} to {end}', '{start} bis {end}', 'Du {start} au {end}', 'من {start} إلى {end}'],
  [
    'The projects could not be loaded.',
    'Die Projekte konnten nicht geladen werden.',
    "Les projets n'ont pas pu être chargés.",
    'تعذّر تحميل المشاريع.',
  ],
];
