// Texts of the calendar's draggable events, their demo templates and the iCalendar export and import, as
// [English, German, French, Arabic] rows.
export const calendarExternalWords = [
  ['Draggable Events', 'Ziehbare Termine', 'Événements à glisser', 'أحداث قابلة للسحب'],
  ['Draggable events', 'Ziehbare Termine', 'Événements à glisser', 'أحداث قابلة للسحب'],
  ['Remove after drop', 'Nach dem Ablegen entfernen', 'Retirer après le dépôt', 'أزل بعد الإفلات'],
  [
    'No events left to drag.',
    'Keine Termine mehr zum Ziehen.',
    'Plus aucun événement à glisser.',
    'لم يتبقَّ أي حدث للسحب.',
  ],
  [
    'To add this event to the calendar, press Space, use the arrow keys to reach a day or hour, then press Space or Enter to drop it, or Escape to cancel.',
    'Um diesen Termin in den Kalender aufzunehmen, Leertaste drücken, mit den Pfeiltasten einen Tag oder eine Stunde wählen und mit Leertaste oder Eingabe ablegen, oder mit Escape abbrechen.',
    'Pour ajouter cet événement au calendrier, appuyez sur Espace, atteignez un jour ou une heure avec les flèches, puis appuyez sur Espace ou Entrée pour le déposer, ou sur Échap pour annuler.',
    'لإضافة هذا الحدث إلى التقويم، اضغط مفتاح المسافة، واستخدم مفاتيح الأسهم للوصول إلى يوم أو ساعة، ثم اضغط المسافة أو الإدخال لإفلاته، أو مفتاح الهروب للإلغاء.',
  ],
  [
    'Picked up {title}. Use the arrow keys to reach a day or hour of the calendar.',
    '{title} aufgenommen. Mit den Pfeiltasten einen Tag oder eine Stunde im Kalender wählen.',
    '{title} saisi. Atteignez un jour ou une heure du calendrier avec les flèches.',
    'تم التقاط {title}. استخدم مفاتيح الأسهم للوصول إلى يوم أو ساعة في التقويم.',
  ],
  [
    '{title} added to {place}.',
    '{title} am {place} eingetragen.',
    '{title} ajouté le {place}.',
    'أُضيف {title} إلى {place}.',
  ],
  [
    '{title} was not added to the calendar.',
    '{title} wurde nicht in den Kalender aufgenommen.',
    "{title} n'a pas été ajouté au calendrier.",
    'لم يُضف {title} إلى التقويم.',
  ],
  ['Untitled Event', 'Unbenannter Termin', 'Événement sans titre', 'حدث بلا عنوان'],
  ['Office Meeting', 'Büro-Besprechung', 'Réunion au bureau', 'اجتماع في المكتب'],
  ['currently busy', 'derzeit beschäftigt', 'occupé en ce moment', 'مشغول حاليًا'],
  ['Lunch Break', 'Mittagspause', 'Pause déjeuner', 'استراحة الغداء'],
  ['URGENT', 'DRINGEND', 'URGENT', 'عاجل'],
  ['urgent tasks', 'dringende Aufgaben', 'tâches urgentes', 'مهام عاجلة'],
];
