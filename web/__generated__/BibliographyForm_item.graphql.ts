/**
 * @generated SignedSource<<c36d58ae14bbcda683da62f7edc0c95d>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BibliographyType = "ARTICLE" | "BOOK" | "CHAPTER" | "OTHER" | "REPORT" | "THESIS" | "WEBPAGE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BibliographyForm_item$data = {
  readonly creator: string;
  readonly date: string;
  readonly dlfile: string;
  readonly doi: string | null | undefined;
  readonly id: string;
  readonly issue: string;
  readonly journal: string;
  readonly pages: string;
  readonly pgsepar: string;
  readonly place: string;
  readonly pubin2: string;
  readonly publisher: string;
  readonly title: string;
  readonly type: BibliographyType;
  readonly volume: string;
  readonly weburl: string;
  readonly " $fragmentType": "BibliographyForm_item";
};
export type BibliographyForm_item$key = {
  readonly " $data"?: BibliographyForm_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"BibliographyForm_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BibliographyForm_item",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "creator",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "date",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pubin2",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "journal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "volume",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "issue",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "publisher",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "place",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pgsepar",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pages",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "weburl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dlfile",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "doi",
      "storageKey": null
    }
  ],
  "type": "BibliographyItem",
  "abstractKey": null
};

(node as any).hash = "c95f11c57dbb5b26043c4d4e08836b65";

export default node;
