// A fixed handful of countries for the map stories: they stay the same on every run.
export const sampleVisits: Readonly<Record<string, number>> = {
  '840': 48_210,
  '124': 12_940,
  '826': 9_310,
  '276': 8_120,
  '250': 6_480,
  '076': 4_020,
  '356': 3_870,
  '392': 2_950,
  '036': 1_730,
  '484': 980,
  '710': 410,
  '032': 260,
  '752': 1_240,
  '156': 2_210,
  '566': 120,
};
