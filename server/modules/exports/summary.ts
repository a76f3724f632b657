import type { Licence } from '@domain/observations/enums.ts';
import { LICENCE_ORDER } from './darwin-core.ts';

/** What the EML says about the records an archive holds, gathered while they stream by. */
export class ExportSummary {
  records = 0;
  south: number | null = null;
  north: number | null = null;
  west: number | null = null;
  east: number | null = null;
  firstDay: string | null = null;
  lastDay: string | null = null;
  readonly families = new Set<string>();
  private mostRestrictive = 0;

  add(record: { dateFrom: string; dateTo: string; taxon: { family: string } | null; licence: Licence }, lat: number | null, lon: number | null): void {
    this.records += 1;
    if (lat !== null && lon !== null) {
      this.south = Math.min(this.south ?? lat, lat);
      this.north = Math.max(this.north ?? lat, lat);
      this.west = Math.min(this.west ?? lon, lon);
      this.east = Math.max(this.east ?? lon, lon);
    }
    if (this.firstDay === null || record.dateFrom < this.firstDay) this.firstDay = record.dateFrom;
    if (this.lastDay === null || record.dateTo > this.lastDay) this.lastDay = record.dateTo;
    if (record.taxon) this.families.add(record.taxon.family);
    this.mostRestrictive = Math.max(this.mostRestrictive, LICENCE_ORDER.indexOf(record.licence));
  }

  /** The dataset's licence: the most restrictive of its records' (an empty dataset is CC BY). */
  get licence(): Licence {
    return this.records ? LICENCE_ORDER[this.mostRestrictive]! : 'CC_BY_4_0';
  }
}
