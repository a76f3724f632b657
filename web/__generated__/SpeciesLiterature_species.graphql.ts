/**
 * @generated SignedSource<<d1b31b9cdf923c87782440bf90b54315>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SpeciesLiterature_species$data = {
  readonly bibliography: ReadonlyArray<{
    readonly citation: string;
    readonly recId: number;
  }>;
  readonly id: string;
  readonly viewerCanLinkBibliography: boolean;
  readonly " $fragmentType": "SpeciesLiterature_species";
};
export type SpeciesLiterature_species$key = {
  readonly " $data"?: SpeciesLiterature_species$data;
  readonly " $fragmentSpreads": FragmentRefs<"SpeciesLiterature_species">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SpeciesLiterature_species",
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
      "name": "viewerCanLinkBibliography",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BibliographyItem",
      "kind": "LinkedField",
      "name": "bibliography",
      "plural": true,
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
          "name": "citation",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Species",
  "abstractKey": null
};

(node as any).hash = "b06e18f256353e0d8349a8a08610c972";

export default node;
