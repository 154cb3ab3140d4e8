// Texts of the colour picker, the multi-select and the stepped number field, and of their demo on the form
// plugins page, as [English, German, French, Arabic] rows.
export const pluginWords = [
  ['mm/dd/yyyy', 'MM/TT/JJJJ', 'mm/jj/aaaa', 'شهر/يوم/سنة'],
  ['Colour picker', 'Farbauswahl', 'Sélecteur de couleur', 'منتقي الألوان'],
  ['Header colour', 'Farbe der Kopfzeile', 'Couleur de l’en-tête', 'لون الترويسة'],
  [
    'Drag in the square, or type a hex code or red, green and blue values',
    'Im Quadrat ziehen oder einen Hex-Code bzw. Rot-, Grün- und Blauwerte eingeben',
    'Faites glisser dans le carré, ou saisissez un code hexadécimal ou les valeurs de rouge, vert et bleu',
    'اسحب داخل المربع، أو اكتب رمزًا سداسيًا عشريًا أو قيم الأحمر والأخضر والأزرق',
  ],
  ['Hex', 'Hex', 'Hexa', 'سداسي عشري'],
  ['Hue', 'Farbton', 'Teinte', 'درجة اللون'],
  ['Saturation and brightness', 'Sättigung und Helligkeit', 'Saturation et luminosité', 'التشبّع والسطوع'],
  [
    'Not a hex colour: type 3 or 6 digits from 0–9 and A–F, such as #3276B1. The colour stays {colour}.',
    'Kein Hex-Farbcode: Geben Sie 3 oder 6 Zeichen aus 0–9 und A–F ein, etwa #3276B1. Die Farbe bleibt {colour}.',
    'Ce n’est pas une couleur hexadécimale : saisissez 3 ou 6 caractères parmi 0–9 et A–F, par exemple #3276B1. La couleur reste {colour}.',
    'ليس لونًا سداسيًا عشريًا: اكتب 3 أو 6 خانات من 0–9 و A–F، مثل #3276B1. يبقى اللون {colour}.',
  ],
  ['Multi-select', 'Mehrfachauswahl', 'Sélection multiple', 'اختيار متعدد'],
  ['Countries served', 'Belieferte Länder', 'Pays desservis', 'البلدان المخدومة'],
  ['Type to filter', 'Zum Filtern tippen', 'Tapez pour filtrer', 'اكتب للتصفية'],
  [
    'Enter adds the highlighted country; Backspace removes the last one',
    'Enter fügt das markierte Land hinzu, die Rücktaste entfernt das letzte',
    'Entrée ajoute le pays en surbrillance ; Retour arrière retire le dernier',
    'يضيف مفتاح الإدخال البلد المميَّز، ويزيل مفتاح المسح للخلف آخر بلد',
  ],
  [
    '{item} added, {count} chosen',
    '{item} hinzugefügt, {count} ausgewählt',
    '{item} ajouté, {count} choisis',
    'أُضيف {item}، المختار {count}',
  ],
  [
    '{item} removed, {count} chosen',
    '{item} entfernt, {count} ausgewählt',
    '{item} retiré, {count} choisis',
    'أُزيل {item}، المختار {count}',
  ],
  [
    'Values go in steps of {step}: the nearest are {below} and {above}.',
    'Werte gehen in Schritten von {step}: am nächsten liegen {below} und {above}.',
    'Les valeurs vont par pas de {step} : les plus proches sont {below} et {above}.',
    'تتدرّج القيم بخطوات قدرها {step}: أقرب القيم {below} و{above}.',
  ],
];
