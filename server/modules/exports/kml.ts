import { ReviewStatus } from '@domain/observations/enums.ts';
import { xml } from './archive.ts';
import { recordUrl } from './darwin-core.ts';

export const KML_FILE = 'doc.kml';

/** A marker colour per review status (KML's aabbggrr): accepted green, pending amber, rejected red, revoked grey. */
const STATUS_STYLES: { status: number; name: string; colour: string }[] = [
  { status: ReviewStatus.ACCEPTED, name: 'accepted', colour: 'ff3c9f2e' },
  { status: ReviewStatus.PENDING, name: 'pending', colour: 'ff00b4f0' },
  { status: ReviewStatus.REJECTED, name: 'rejected', colour: 'ff2b2bd6' },
  { status: ReviewStatus.REVOKED, name: 'revoked', colour: 'ff8c8c8c' },
];
const styleName = (status: number) => STATUS_STYLES.find((style) => style.status === status)?.name ?? 'pending';

export function kmlHead(title: string): string {
  const styles = STATUS_STYLES.map(
    ({ name, colour }) =>
      `<Style id="status-${name}"><IconStyle><color>${colour}</color><Icon><href>http://maps.google.com/mapfiles/kml/paddle/wht-blank.png</href></Icon></IconStyle></Style>`,
  ).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2">
<Document>
<name>${xml(title)}</name>
${styles}
`;
}

export const KML_TAIL = '</Document>\n</kml>\n';

export interface KmlRecord {
  id: number;
  status: number;
  name: string;
  dateFrom: string;
  dateTo: string;
  lat: number;
  lon: number;
  generalised: boolean;
}

/** One record's Placemark: the species, its days as a TimeSpan, its status' style, a link back to its page. */
export function placemark(record: KmlRecord, origin: string): string {
  const url = recordUrl(origin, record.id);
  const days = record.dateFrom === record.dateTo ? record.dateFrom : `${record.dateFrom} – ${record.dateTo}`;
  const note = record.generalised ? '<br/>Place generalised to its 10 km cell.' : '';
  return `<Placemark id="observation-${record.id}"><name>${xml(record.name)}</name><TimeSpan><begin>${record.dateFrom}</begin><end>${record.dateTo}</end></TimeSpan><styleUrl>#status-${styleName(record.status)}</styleUrl><description>${xml(`${days}${note}<br/><a href="${url}">${url}</a>`)}</description><Point><coordinates>${record.lon},${record.lat}</coordinates></Point></Placemark>\n`;
}
