/**
 * @generated SignedSource<<97076a7578349feeb0aa9d547d3f810a>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Licence = "CC0" | "CC_BY_4_0" | "CC_BY_NC_4_0" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type QuizBuilder_quiz$data = ReadonlyArray<{
  readonly country: string | null | undefined;
  readonly family: string | null | undefined;
  readonly genus: string | null | undefined;
  readonly id: string;
  readonly licences: ReadonlyArray<Licence>;
  readonly months: ReadonlyArray<number>;
  readonly published: boolean;
  readonly questionCount: number;
  readonly recId: number;
  readonly region: string | null | undefined;
  readonly species: ReadonlyArray<{
    readonly recId: number;
    readonly scientificName: string;
  }>;
  readonly supply: {
    readonly photos: number;
    readonly species: number;
  } | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "QuizBuilder_quiz";
}>;
export type QuizBuilder_quiz$key = ReadonlyArray<{
  readonly " $data"?: QuizBuilder_quiz$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuizBuilder_quiz">;
}>;

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "QuizBuilder_quiz",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*: any*/),
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
      "name": "published",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Species",
      "kind": "LinkedField",
      "name": "species",
      "plural": true,
      "selections": [
        (v0/*: any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scientificName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "genus",
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
      "name": "country",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "region",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "months",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "questionCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "licences",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "QuizSupply",
      "kind": "LinkedField",
      "name": "supply",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "photos",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "species",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Quiz",
  "abstractKey": null
};
})();

(node as any).hash = "0921f338225366a0c3c2c4662fbf4184";

export default node;
