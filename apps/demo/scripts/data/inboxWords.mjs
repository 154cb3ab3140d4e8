// Texts of the inbox, its folders and labels, as [English, German, French, Arabic] rows.
export const inboxWords = [
  // Folders and labels (the demo inbox's configuration)
  ['Folders', 'Ordner', 'Dossiers', 'المجلدات'],
  ['Labels', 'Labels', 'Libellés', 'التصنيفات'],
  ['Sent', 'Gesendet', 'Envoyés', 'المرسلة'],
  ['Draft', 'Entwürfe', 'Brouillons', 'المسودات'],
  ['Trash', 'Papierkorb', 'Corbeille', 'المهملات'],
  ['Work', 'Arbeit', 'Travail', 'العمل'],
  ['Finance', 'Finanzen', 'Finances', 'المالية'],
  // Folder view
  [
    'No messages match the search',
    'Keine Nachricht passt zur Suche',
    'Aucun message ne correspond',
    'لا توجد رسائل مطابقة للبحث',
  ],
  [
    'No messages in this folder',
    'Keine Nachrichten in diesem Ordner',
    'Aucun message dans ce dossier',
    'لا توجد رسائل في هذا المجلد',
  ],
  ['Select all', 'Alle auswählen', 'Tout sélectionner', 'تحديد الكل'],
  ['Mark read', 'Als gelesen markieren', 'Marquer comme lu', 'تعليم كمقروءة'],
  ['Mark unread', 'Als ungelesen markieren', 'Marquer comme non lu', 'تعليم كغير مقروءة'],
  ['Search in the folder', 'Im Ordner suchen', 'Rechercher dans le dossier', 'البحث في المجلد'],
  ['{count} messages', '{count} Nachrichten', '{count} messages', '{count} رسالة'],
  // A message
  ['Back to the folder', 'Zurück zum Ordner', 'Retour au dossier', 'العودة إلى المجلد'],
  ['to', 'an', 'à', 'إلى'],
  [
    'Unsafe content (scripts, forms or active links) was removed from this message.',
    'Unsichere Inhalte (Skripte, Formulare oder aktive Links) wurden aus dieser Nachricht entfernt.',
    'Le contenu dangereux (scripts, formulaires ou liens actifs) a été retiré de ce message.',
    'أُزيل المحتوى غير الآمن (النصوص البرمجية أو النماذج أو الروابط النشطة) من هذه الرسالة.',
  ],
  [
    'Remote images are hidden to protect your privacy.',
    'Externe Bilder werden zum Schutz Ihrer Privatsphäre ausgeblendet.',
    'Les images distantes sont masquées pour protéger votre vie privée.',
    'الصور الخارجية مخفية لحماية خصوصيتك.',
  ],
  ['Show images', 'Bilder anzeigen', 'Afficher les images', 'إظهار الصور'],
  ['Attachments', 'Anhänge', 'Pièces jointes', 'المرفقات'],
  ['{size} bytes', '{size} Byte', '{size} octets', '{size} بايت'],
  ['Download {name}', '{name} herunterladen', 'Télécharger {name}', 'تنزيل {name}'],
  ['Download', 'Herunterladen', 'Télécharger', 'تنزيل'],
  [
    'This message no longer exists.',
    'Diese Nachricht gibt es nicht mehr.',
    "Ce message n'existe plus.",
    'هذه الرسالة لم تعد موجودة.',
  ],
];
