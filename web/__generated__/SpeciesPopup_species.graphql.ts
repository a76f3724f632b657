/**
 * @generated SignedSource<<db38f8c59ca87fae276b322867872cf5>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type IucnCategory = "CD" | "CR" | "DD" | "EN" | "EW" | "EX" | "LC" | "NT" | "VU" | "%future added value";
export type ProtectionLevel = "PROTECTED" | "STRICTLY_PROTECTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SpeciesPopup_species$data = {
  readonly author: string;
  readonly commonNames: ReadonlyArray<{
    readonly language: string;
    readonly name: string;
  }>;
  readonly description: string;
  readonly difficulty: number;
  readonly distribution: string;
  readonly externalRef: string | null | undefined;
  readonly family: string;
  readonly flightMonths: ReadonlyArray<number>;
  readonly group: string;
  readonly iucn: IucnCategory | null | undefined;
  readonly protection: ProtectionLevel | null | undefined;
  readonly protectionValue: number | null | undefined;
  readonly recId: number;
  readonly redListHu: string | null | undefined;
  readonly scientificName: string;
  readonly stat: {
    readonly cnt: number;
    readonly yearFrom: number | null | undefined;
    readonly yearTo: number | null | undefined;
  };
  readonly subfamily: string | null | undefined;
  readonly thumbnailUrl: string | null | undefined;
  readonly viewerCanEdit: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"GenusNote_species" | "SpeciesLiterature_species" | "SpeciesSavedChart_species">;
  readonly " $fragmentType": "SpeciesPopup_species";
};
export type SpeciesPopup_species$key = {
  readonly " $data"?: SpeciesPopup_species$data;
  readonly " $fragmentSpreads": FragmentRefs<"SpeciesPopup_species">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SpeciesPopup_species",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scientificName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "author",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "family",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subfamily",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "group",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CommonName",
      "kind": "LinkedField",
      "name": "commonNames",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "language",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "thumbnailUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "distribution",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "externalRef",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "iucn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "redListHu",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "protection",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "protectionValue",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "difficulty",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "flightMonths",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SpeciesStat",
      "kind": "LinkedField",
      "name": "stat",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cnt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "yearFrom",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "yearTo",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanEdit",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SpeciesSavedChart_species"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SpeciesLiterature_species"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "GenusNote_species"
    }
  ],
  "type": "Species",
  "abstractKey": null
};

(node as any).hash = "e525ada8dde9af0a7fd7199da0b2de5d";

export default node;
