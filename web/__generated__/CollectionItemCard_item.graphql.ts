/**
 * @generated SignedSource<<99a45513da2818444fdc9aa64f20784a>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CollectionItemKind = "ARTICLE" | "MEDIA" | "OBSERVATION" | "SPECIES" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CollectionItemCard_item$data = {
  readonly article: {
    readonly cardSummary: string;
    readonly path: string;
    readonly title: string;
  } | null | undefined;
  readonly kind: CollectionItemKind;
  readonly media: {
    readonly fileName: string;
    readonly recId: number;
    readonly thumb: string | null | undefined;
    readonly title: string;
  } | null | undefined;
  readonly note: string;
  readonly observation: {
    readonly dateFrom: string;
    readonly photoThumbnailUrl: string | null | undefined;
    readonly recId: number;
    readonly species: {
      readonly displayName: string;
      readonly thumbnailUrl: string | null | undefined;
    } | null | undefined;
    readonly speciesText: string | null | undefined;
    readonly uploader: {
      readonly displayName: string;
    };
  } | null | undefined;
  readonly recId: number;
  readonly species: {
    readonly displayName: string;
    readonly recId: number;
    readonly scientificName: string;
    readonly thumbnailUrl: string | null | undefined;
    readonly uri: string;
  } | null | undefined;
  readonly " $fragmentType": "CollectionItemCard_item";
};
export type CollectionItemCard_item$key = {
  readonly " $data"?: CollectionItemCard_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"CollectionItemCard_item">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "thumbnailUrl",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CollectionItemCard_item",
  "selections": [
    (v0/*: any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
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
      "concreteType": "Observation",
      "kind": "LinkedField",
      "name": "observation",
      "plural": false,
      "selections": [
        (v0/*: any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "speciesText",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dateFrom",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "photoThumbnailUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Species",
          "kind": "LinkedField",
          "name": "species",
          "plural": false,
          "selections": [
            (v1/*: any*/),
            (v2/*: any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Entity",
          "kind": "LinkedField",
          "name": "uploader",
          "plural": false,
          "selections": [
            (v1/*: any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Media",
      "kind": "LinkedField",
      "name": "media",
      "plural": false,
      "selections": [
        (v0/*: any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "thumb",
          "storageKey": null
        },
        (v3/*: any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fileName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Species",
      "kind": "LinkedField",
      "name": "species",
      "plural": false,
      "selections": [
        (v0/*: any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "uri",
          "storageKey": null
        },
        (v1/*: any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scientificName",
          "storageKey": null
        },
        (v2/*: any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Article",
      "kind": "LinkedField",
      "name": "article",
      "plural": false,
      "selections": [
        (v3/*: any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "path",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cardSummary",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CollectionItem",
  "abstractKey": null
};
})();

(node as any).hash = "0dafcf16a1a24c1fcc1d91c2d53aa6cc";

export default node;
