/**
 * @generated SignedSource<<07095aedef84c1c2b7e00d12ed470299>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProtectionLevel = "PROTECTED" | "STRICTLY_PROTECTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SpeciesListItem_species$data = {
  readonly author: string;
  readonly commonNames: ReadonlyArray<{
    readonly language: string;
    readonly name: string;
  }>;
  readonly id: string;
  readonly protection: ProtectionLevel | null | undefined;
  readonly recId: number;
  readonly redListHu: string | null | undefined;
  readonly scientificName: string;
  readonly stat: {
    readonly cnt: number;
  };
  readonly thumbnailUrl: string | null | undefined;
  readonly viewerCanEdit: boolean;
  readonly " $fragmentType": "SpeciesListItem_species";
};
export type SpeciesListItem_species$key = {
  readonly " $data"?: SpeciesListItem_species$data;
  readonly " $fragmentSpreads": FragmentRefs<"SpeciesListItem_species">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SpeciesListItem_species",
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
      "name": "protection",
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
    }
  ],
  "type": "Species",
  "abstractKey": null
};

(node as any).hash = "c1096197029fc57768a9c6892961e710";

export default node;
