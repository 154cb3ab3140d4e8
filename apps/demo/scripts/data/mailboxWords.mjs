// Texts of the inbox's label filter and of loading one message, as [English, German, French, Arabic] rows.
export const mailboxWords = [
  ['All messages', 'Alle Nachrichten', 'Tous les messages', 'كل الرسائل'],
  [
    'No messages labelled {label} in this folder',
    'Keine Nachrichten mit dem Label {label} in diesem Ordner',
    'Aucun message avec le libellé {label} dans ce dossier',
    'لا توجد رسائل بالتصنيف {label} في هذا المجلد',
  ],
  // What a spinner or an error names while one message loads: "Loading {what}…", "The {what} could not be
  // loaded." German reads the plural verb of those sentences, hence "message data".
  ['message', 'Nachrichtendaten', 'message', 'الرسالة'],
];
