/**
 * @generated SignedSource<<38457e47427d5f81d75f2855f4213d7b>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ArticleReferences_article$data = {
  readonly bibliography: ReadonlyArray<{
    readonly citation: string;
    readonly id: string;
    readonly recId: number;
  }>;
  readonly id: string;
  readonly viewerCanEdit: boolean;
  readonly " $fragmentType": "ArticleReferences_article";
};
export type ArticleReferences_article$key = {
  readonly " $data"?: ArticleReferences_article$data;
  readonly " $fragmentSpreads": FragmentRefs<"ArticleReferences_article">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ArticleReferences_article",
  "selections": [
    (v0/*: any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanEdit",
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
        (v0/*: any*/),
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
  "type": "Article",
  "abstractKey": null
};
})();

(node as any).hash = "e679320c295c6245474c489c1599e582";

export default node;
