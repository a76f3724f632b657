/**
 * @generated SignedSource<<98ba40c2ca9e778632b9296e08f1c175>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SpeciesPopupQuery$variables = {
  key: string;
};
export type SpeciesPopupQuery$data = {
  readonly species: {
    readonly " $fragmentSpreads": FragmentRefs<"SpeciesPopup_species">;
  } | null | undefined;
};
export type SpeciesPopupQuery = {
  response: SpeciesPopupQuery$data;
  variables: SpeciesPopupQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "key"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "key",
    "variableName": "key"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanEdit",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SpeciesPopupQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": "Species",
        "kind": "LinkedField",
        "name": "species",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SpeciesPopup_species"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "SpeciesPopupQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": "Species",
        "kind": "LinkedField",
        "name": "species",
        "plural": false,
        "selections": [
          (v2/*: any*/),
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
              (v3/*: any*/)
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
          (v4/*: any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "timegraphImageUrl",
            "storageKey": null
          },
          (v5/*: any*/),
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
              (v2/*: any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "citation",
                "storageKey": null
              },
              (v5/*: any*/)
            ],
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
              (v3/*: any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "note",
                "storageKey": null
              },
              (v4/*: any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "03e65bd1a64280ffdc8de53605f715db",
    "id": null,
    "metadata": {},
    "name": "SpeciesPopupQuery",
    "operationKind": "query",
    "text": "query SpeciesPopupQuery(\n  $key: String!\n) {\n  species(key: $key) {\n    ...SpeciesPopup_species\n    id\n  }\n}\n\nfragment GenusNote_species on Species {\n  id\n  genusInfo {\n    name\n    note\n    viewerCanEdit\n  }\n}\n\nfragment SpeciesLiterature_species on Species {\n  id\n  viewerCanLinkBibliography\n  bibliography {\n    recId\n    citation\n    id\n  }\n}\n\nfragment SpeciesPopup_species on Species {\n  recId\n  scientificName\n  author\n  family\n  subfamily\n  group\n  commonNames {\n    language\n    name\n  }\n  thumbnailUrl\n  distribution\n  description\n  externalRef\n  iucn\n  redListHu\n  protection\n  protectionValue\n  difficulty\n  flightMonths\n  stat {\n    cnt\n    yearFrom\n    yearTo\n  }\n  viewerCanEdit\n  ...SpeciesSavedChart_species\n  ...SpeciesLiterature_species\n  ...GenusNote_species\n}\n\nfragment SpeciesSavedChart_species on Species {\n  scientificName\n  timegraphImageUrl\n}\n"
  }
};
})();

(node as any).hash = "d3159c574460282fd1300f121b44b9df";

export default node;
