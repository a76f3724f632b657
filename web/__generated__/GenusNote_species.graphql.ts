/**
 * @generated SignedSource<<553f688ad4037ec28e0b90ba9dd68228>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GenusNote_species$data = {
  readonly genusInfo: {
    readonly name: string;
    readonly note: string;
    readonly viewerCanEdit: boolean;
  };
  readonly id: string;
  readonly " $fragmentType": "GenusNote_species";
};
export type GenusNote_species$key = {
  readonly " $data"?: GenusNote_species$data;
  readonly " $fragmentSpreads": FragmentRefs<"GenusNote_species">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GenusNote_species",
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
      "concreteType": "Genus",
      "kind": "LinkedField",
      "name": "genusInfo",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "note",
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
      "storageKey": null
    }
  ],
  "type": "Species",
  "abstractKey": null
};

(node as any).hash = "1842ecdeec8a60c6f5a84dfe07c071c4";

export default node;
