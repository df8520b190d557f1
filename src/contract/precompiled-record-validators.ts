// Generated from openapi.yaml by `npm run generate`. Do not edit: change openapi.yaml and regenerate.
// @ts-nocheck: ajv standalone code (JavaScript); the tables at the end are typed.
import type { PrecompiledValidator } from './validator-at.js';
import { schemaFormats } from './schema-formats.js';
import { ucs2length } from './ucs2length.js';

const validator0 = validate37;
const schema51 = {"type":"object","required":["kind","version","seed","now","baseUrl"],"additionalProperties":false,"properties":{"kind":{"const":"dataset"},"version":{"const":1},"seed":{"type":"number"},"now":{"type":"string","format":"date-time"},"baseUrl":{"type":"string","format":"uri"},"stateFile":{"type":"object","required":["journalSeq","frozenAt","random"],"additionalProperties":false,"properties":{"journalSeq":{"type":"integer","minimum":0},"frozenAt":{"type":["number","null"]},"random":{"type":"array","minItems":1,"items":{"type":"integer"}}}}}};
const formats0 = schemaFormats["date-time"];
const formats26 = schemaFormats.uri;

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: "kind"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.version === undefined){
const err1 = {instancePath,keyword:"required",params:{missingProperty: "version"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.seed === undefined){
const err2 = {instancePath,keyword:"required",params:{missingProperty: "seed"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.now === undefined){
const err3 = {instancePath,keyword:"required",params:{missingProperty: "now"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.baseUrl === undefined){
const err4 = {instancePath,keyword:"required",params:{missingProperty: "baseUrl"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "kind") || (key0 === "version")) || (key0 === "seed")) || (key0 === "now")) || (key0 === "baseUrl")) || (key0 === "stateFile"))){
const err5 = {instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.kind !== undefined){
if("dataset" !== data.kind){
const err6 = {instancePath:instancePath+"/kind",keyword:"const",params:{allowedValue: "dataset"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.version !== undefined){
if(1 !== data.version){
const err7 = {instancePath:instancePath+"/version",keyword:"const",params:{allowedValue: 1}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.seed !== undefined){
let data2 = data.seed;
if(!((typeof data2 == "number") && (isFinite(data2)))){
const err8 = {instancePath:instancePath+"/seed",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.now !== undefined){
let data3 = data.now;
if(typeof data3 === "string"){
if(!(formats0(data3))){
const err9 = {instancePath:instancePath+"/now",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/now",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.baseUrl !== undefined){
let data4 = data.baseUrl;
if(typeof data4 === "string"){
if(!(formats26(data4))){
const err11 = {instancePath:instancePath+"/baseUrl",keyword:"format",params:{format: "uri"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/baseUrl",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.stateFile !== undefined){
let data5 = data.stateFile;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.journalSeq === undefined){
const err13 = {instancePath:instancePath+"/stateFile",keyword:"required",params:{missingProperty: "journalSeq"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data5.frozenAt === undefined){
const err14 = {instancePath:instancePath+"/stateFile",keyword:"required",params:{missingProperty: "frozenAt"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data5.random === undefined){
const err15 = {instancePath:instancePath+"/stateFile",keyword:"required",params:{missingProperty: "random"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key1 in data5){
if(!(((key1 === "journalSeq") || (key1 === "frozenAt")) || (key1 === "random"))){
const err16 = {instancePath:instancePath+"/stateFile",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data5.journalSeq !== undefined){
let data6 = data5.journalSeq;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err17 = {instancePath:instancePath+"/stateFile/journalSeq",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err18 = {instancePath:instancePath+"/stateFile/journalSeq",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data5.frozenAt !== undefined){
let data7 = data5.frozenAt;
if((!((typeof data7 == "number") && (isFinite(data7)))) && (data7 !== null)){
const err19 = {instancePath:instancePath+"/stateFile/frozenAt",keyword:"type",params:{type: schema51.properties.stateFile.properties.frozenAt.type}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data5.random !== undefined){
let data8 = data5.random;
if(Array.isArray(data8)){
if(data8.length < 1){
const err20 = {instancePath:instancePath+"/stateFile/random",keyword:"minItems",params:{limit: 1}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err21 = {instancePath:instancePath+"/stateFile/random/" + i0,keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/stateFile/random",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/stateFile",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}

const validator1 = validate21;
const schema32 = {"type":"object","required":["kind","workspaceId","tag"],"additionalProperties":false,"properties":{"kind":{"const":"tag"},"workspaceId":{"type":"string","minLength":1},"tag":{"$ref":"https://linkproof.dev/openapi.json#/components/schemas/Tag"}}};
const func1 = ucs2length;
const schema33 = {"type":"object","required":["id","name","color"],"properties":{"id":{"type":"string"},"name":{"$ref":"#/components/schemas/TagName"},"color":{"$ref":"#/components/schemas/TagColor"}}};
const schema34 = {"type":"string","minLength":1,"maxLength":50};
const schema35 = {"type":"string","enum":["red","yellow","green","blue","purple","brown","pink"]};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: "id"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,keyword:"required",params:{missingProperty: "name"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.color === undefined){
const err2 = {instancePath,keyword:"required",params:{missingProperty: "color"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err3 = {instancePath:instancePath+"/id",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func1(data1) > 50){
const err4 = {instancePath:instancePath+"/name",keyword:"maxLength",params:{limit: 50}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data1) < 1){
const err5 = {instancePath:instancePath+"/name",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/name",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.color !== undefined){
let data2 = data.color;
if(typeof data2 !== "string"){
const err7 = {instancePath:instancePath+"/color",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(((((((data2 === "red") || (data2 === "yellow")) || (data2 === "green")) || (data2 === "blue")) || (data2 === "purple")) || (data2 === "brown")) || (data2 === "pink"))){
const err8 = {instancePath:instancePath+"/color",keyword:"enum",params:{allowedValues: schema35.enum}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}


function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: "kind"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.workspaceId === undefined){
const err1 = {instancePath,keyword:"required",params:{missingProperty: "workspaceId"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.tag === undefined){
const err2 = {instancePath,keyword:"required",params:{missingProperty: "tag"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "kind") || (key0 === "workspaceId")) || (key0 === "tag"))){
const err3 = {instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.kind !== undefined){
if("tag" !== data.kind){
const err4 = {instancePath:instancePath+"/kind",keyword:"const",params:{allowedValue: "tag"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.workspaceId !== undefined){
let data1 = data.workspaceId;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err5 = {instancePath:instancePath+"/workspaceId",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/workspaceId",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.tag !== undefined){
if(!(validate22(data.tag, {instancePath:instancePath+"/tag",parentData:data,parentDataProperty:"tag",rootData}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
}
else {
const err7 = {instancePath,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}

const validator2 = validate24;
const schema36 = {"type":"object","required":["kind","link"],"additionalProperties":false,"properties":{"kind":{"const":"link"},"link":{"allOf":[{"$ref":"https://linkproof.dev/openapi.json#/components/schemas/Link"},{"properties":{"domain":{"type":"string","maxLength":190},"key":{"type":"string","maxLength":190},"externalId":{"type":["string","null"],"maxLength":255,"minLength":1},"tenantId":{"type":["string","null"],"maxLength":255},"expiredUrl":{"type":["string","null"],"maxLength":32000},"ios":{"type":["string","null"],"maxLength":32000},"android":{"type":["string","null"],"maxLength":32000}}}]}}};
const schema37 = {"type":"object","required":["id","domain","key","url","trackConversion","externalId","tenantId","programId","partnerId","archived","expiresAt","expiredUrl","disabledAt","password","proxy","title","description","image","video","rewrite","doIndex","ios","android","geo","publicStats","tags","folderId","webhookIds","comments","shortLink","qrCode","utm_source","utm_medium","utm_campaign","utm_term","utm_content","userId","workspaceId","clicks","leads","conversions","sales","saleAmount","lastClicked","createdAt","updatedAt","tagId","projectId","testVariants","testStartedAt","testCompletedAt"],"properties":{"id":{"type":"string"},"domain":{"type":"string"},"key":{"type":"string"},"url":{"type":"string"},"trackConversion":{"type":"boolean"},"externalId":{"type":["string","null"]},"tenantId":{"type":["string","null"]},"programId":{"type":["string","null"]},"partnerId":{"type":["string","null"]},"archived":{"type":"boolean"},"expiresAt":{"type":["string","null"],"format":"date-time"},"expiredUrl":{"type":["string","null"]},"disabledAt":{"type":["string","null"],"format":"date-time"},"password":{"type":["string","null"]},"proxy":{"type":"boolean"},"title":{"type":["string","null"]},"description":{"type":["string","null"]},"image":{"type":["string","null"]},"video":{"type":["string","null"]},"rewrite":{"type":"boolean"},"doIndex":{"type":"boolean"},"ios":{"type":["string","null"]},"android":{"type":["string","null"]},"geo":{"anyOf":[{"$ref":"#/components/schemas/GeoTargeting"},{"type":"null"}]},"publicStats":{"type":"boolean"},"tags":{"type":"array","items":{"$ref":"#/components/schemas/Tag"}},"folderId":{"type":["string","null"]},"webhookIds":{"type":"array","items":{"type":"string"}},"comments":{"type":["string","null"]},"shortLink":{"type":"string","format":"iri","pattern":"^https://"},"qrCode":{"type":"string","format":"iri"},"utm_source":{"type":["string","null"]},"utm_medium":{"type":["string","null"]},"utm_campaign":{"type":["string","null"]},"utm_term":{"type":["string","null"]},"utm_content":{"type":["string","null"]},"userId":{"type":["string","null"]},"workspaceId":{"type":"string"},"clicks":{"type":"number","minimum":0},"leads":{"type":"number","minimum":0},"conversions":{"type":"number","minimum":0},"sales":{"type":"number","minimum":0},"saleAmount":{"type":"number","minimum":0},"lastClicked":{"type":["string","null"],"format":"date-time"},"createdAt":{"$ref":"#/components/schemas/Timestamp"},"updatedAt":{"$ref":"#/components/schemas/Timestamp"},"tagId":{"type":["string","null"]},"projectId":{"type":"string"},"testVariants":{"anyOf":[{"$ref":"#/components/schemas/TestVariants"},{"type":"null"}]},"testStartedAt":{"type":["string","null"],"format":"date-time"},"testCompletedAt":{"type":["string","null"],"format":"date-time"}}};
const schema40 = {"type":"string","format":"date-time"};
const formats4 = schemaFormats.iri;
const schema38 = {"type":"object","propertyNames":{"pattern":"^[A-Z]{2}$"},"additionalProperties":{"$ref":"#/components/schemas/DestinationUrl"}};
const schema39 = {"type":"string","maxLength":32000};
const pattern4 = new RegExp("^[A-Z]{2}$", "u");

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
const _errs1 = errors;
if(typeof key0 === "string"){
if(!pattern4.test(key0)){
const err0 = {instancePath,keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},propertyName:key0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var valid0 = _errs1 === errors;
if(!valid0){
const err1 = {instancePath,keyword:"propertyNames",params:{propertyName: key0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
for(const key1 in data){
let data0 = data[key1];
if(typeof data0 === "string"){
if(func1(data0) > 32000){
const err2 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),keyword:"maxLength",params:{limit: 32000}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}

const schema42 = {"type":"array","minItems":2,"maxItems":4,"items":{"$ref":"#/components/schemas/TestVariant"}};
const schema43 = {"type":"object","required":["url","percentage"],"properties":{"url":{"$ref":"#/components/schemas/DestinationUrl"},"percentage":{"type":"number","minimum":0,"maximum":100}}};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.url === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: "url"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.percentage === undefined){
const err1 = {instancePath,keyword:"required",params:{missingProperty: "percentage"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.url !== undefined){
let data0 = data.url;
if(typeof data0 === "string"){
if(func1(data0) > 32000){
const err2 = {instancePath:instancePath+"/url",keyword:"maxLength",params:{limit: 32000}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/url",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.percentage !== undefined){
let data1 = data.percentage;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 100 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/percentage",keyword:"maximum",params:{comparison: "<=", limit: 100}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/percentage",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/percentage",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}


function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
if(data.length > 4){
const err0 = {instancePath,keyword:"maxItems",params:{limit: 4}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.length < 2){
const err1 = {instancePath,keyword:"minItems",params:{limit: 2}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate30(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath,keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}

const pattern5 = new RegExp("^https://", "u");

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: "id"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.domain === undefined){
const err1 = {instancePath,keyword:"required",params:{missingProperty: "domain"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.key === undefined){
const err2 = {instancePath,keyword:"required",params:{missingProperty: "key"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.url === undefined){
const err3 = {instancePath,keyword:"required",params:{missingProperty: "url"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.trackConversion === undefined){
const err4 = {instancePath,keyword:"required",params:{missingProperty: "trackConversion"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.externalId === undefined){
const err5 = {instancePath,keyword:"required",params:{missingProperty: "externalId"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.tenantId === undefined){
const err6 = {instancePath,keyword:"required",params:{missingProperty: "tenantId"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.programId === undefined){
const err7 = {instancePath,keyword:"required",params:{missingProperty: "programId"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.partnerId === undefined){
const err8 = {instancePath,keyword:"required",params:{missingProperty: "partnerId"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.archived === undefined){
const err9 = {instancePath,keyword:"required",params:{missingProperty: "archived"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.expiresAt === undefined){
const err10 = {instancePath,keyword:"required",params:{missingProperty: "expiresAt"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.expiredUrl === undefined){
const err11 = {instancePath,keyword:"required",params:{missingProperty: "expiredUrl"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.disabledAt === undefined){
const err12 = {instancePath,keyword:"required",params:{missingProperty: "disabledAt"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.password === undefined){
const err13 = {instancePath,keyword:"required",params:{missingProperty: "password"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.proxy === undefined){
const err14 = {instancePath,keyword:"required",params:{missingProperty: "proxy"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.title === undefined){
const err15 = {instancePath,keyword:"required",params:{missingProperty: "title"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.description === undefined){
const err16 = {instancePath,keyword:"required",params:{missingProperty: "description"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.image === undefined){
const err17 = {instancePath,keyword:"required",params:{missingProperty: "image"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.video === undefined){
const err18 = {instancePath,keyword:"required",params:{missingProperty: "video"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data.rewrite === undefined){
const err19 = {instancePath,keyword:"required",params:{missingProperty: "rewrite"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data.doIndex === undefined){
const err20 = {instancePath,keyword:"required",params:{missingProperty: "doIndex"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data.ios === undefined){
const err21 = {instancePath,keyword:"required",params:{missingProperty: "ios"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data.android === undefined){
const err22 = {instancePath,keyword:"required",params:{missingProperty: "android"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data.geo === undefined){
const err23 = {instancePath,keyword:"required",params:{missingProperty: "geo"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data.publicStats === undefined){
const err24 = {instancePath,keyword:"required",params:{missingProperty: "publicStats"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data.tags === undefined){
const err25 = {instancePath,keyword:"required",params:{missingProperty: "tags"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data.folderId === undefined){
const err26 = {instancePath,keyword:"required",params:{missingProperty: "folderId"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data.webhookIds === undefined){
const err27 = {instancePath,keyword:"required",params:{missingProperty: "webhookIds"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data.comments === undefined){
const err28 = {instancePath,keyword:"required",params:{missingProperty: "comments"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data.shortLink === undefined){
const err29 = {instancePath,keyword:"required",params:{missingProperty: "shortLink"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data.qrCode === undefined){
const err30 = {instancePath,keyword:"required",params:{missingProperty: "qrCode"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data.utm_source === undefined){
const err31 = {instancePath,keyword:"required",params:{missingProperty: "utm_source"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data.utm_medium === undefined){
const err32 = {instancePath,keyword:"required",params:{missingProperty: "utm_medium"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data.utm_campaign === undefined){
const err33 = {instancePath,keyword:"required",params:{missingProperty: "utm_campaign"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data.utm_term === undefined){
const err34 = {instancePath,keyword:"required",params:{missingProperty: "utm_term"}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data.utm_content === undefined){
const err35 = {instancePath,keyword:"required",params:{missingProperty: "utm_content"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data.userId === undefined){
const err36 = {instancePath,keyword:"required",params:{missingProperty: "userId"}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data.workspaceId === undefined){
const err37 = {instancePath,keyword:"required",params:{missingProperty: "workspaceId"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data.clicks === undefined){
const err38 = {instancePath,keyword:"required",params:{missingProperty: "clicks"}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data.leads === undefined){
const err39 = {instancePath,keyword:"required",params:{missingProperty: "leads"}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data.conversions === undefined){
const err40 = {instancePath,keyword:"required",params:{missingProperty: "conversions"}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data.sales === undefined){
const err41 = {instancePath,keyword:"required",params:{missingProperty: "sales"}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data.saleAmount === undefined){
const err42 = {instancePath,keyword:"required",params:{missingProperty: "saleAmount"}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data.lastClicked === undefined){
const err43 = {instancePath,keyword:"required",params:{missingProperty: "lastClicked"}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data.createdAt === undefined){
const err44 = {instancePath,keyword:"required",params:{missingProperty: "createdAt"}};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data.updatedAt === undefined){
const err45 = {instancePath,keyword:"required",params:{missingProperty: "updatedAt"}};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data.tagId === undefined){
const err46 = {instancePath,keyword:"required",params:{missingProperty: "tagId"}};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data.projectId === undefined){
const err47 = {instancePath,keyword:"required",params:{missingProperty: "projectId"}};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data.testVariants === undefined){
const err48 = {instancePath,keyword:"required",params:{missingProperty: "testVariants"}};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data.testStartedAt === undefined){
const err49 = {instancePath,keyword:"required",params:{missingProperty: "testStartedAt"}};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data.testCompletedAt === undefined){
const err50 = {instancePath,keyword:"required",params:{missingProperty: "testCompletedAt"}};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err51 = {instancePath:instancePath+"/id",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.domain !== undefined){
if(typeof data.domain !== "string"){
const err52 = {instancePath:instancePath+"/domain",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.key !== undefined){
if(typeof data.key !== "string"){
const err53 = {instancePath:instancePath+"/key",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.url !== undefined){
if(typeof data.url !== "string"){
const err54 = {instancePath:instancePath+"/url",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data.trackConversion !== undefined){
if(typeof data.trackConversion !== "boolean"){
const err55 = {instancePath:instancePath+"/trackConversion",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.externalId !== undefined){
let data5 = data.externalId;
if((typeof data5 !== "string") && (data5 !== null)){
const err56 = {instancePath:instancePath+"/externalId",keyword:"type",params:{type: schema37.properties.externalId.type}};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data.tenantId !== undefined){
let data6 = data.tenantId;
if((typeof data6 !== "string") && (data6 !== null)){
const err57 = {instancePath:instancePath+"/tenantId",keyword:"type",params:{type: schema37.properties.tenantId.type}};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data.programId !== undefined){
let data7 = data.programId;
if((typeof data7 !== "string") && (data7 !== null)){
const err58 = {instancePath:instancePath+"/programId",keyword:"type",params:{type: schema37.properties.programId.type}};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data.partnerId !== undefined){
let data8 = data.partnerId;
if((typeof data8 !== "string") && (data8 !== null)){
const err59 = {instancePath:instancePath+"/partnerId",keyword:"type",params:{type: schema37.properties.partnerId.type}};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data.archived !== undefined){
if(typeof data.archived !== "boolean"){
const err60 = {instancePath:instancePath+"/archived",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data.expiresAt !== undefined){
let data10 = data.expiresAt;
if((typeof data10 !== "string") && (data10 !== null)){
const err61 = {instancePath:instancePath+"/expiresAt",keyword:"type",params:{type: schema37.properties.expiresAt.type}};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(typeof data10 === "string"){
if(!(formats0(data10))){
const err62 = {instancePath:instancePath+"/expiresAt",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
if(data.expiredUrl !== undefined){
let data11 = data.expiredUrl;
if((typeof data11 !== "string") && (data11 !== null)){
const err63 = {instancePath:instancePath+"/expiredUrl",keyword:"type",params:{type: schema37.properties.expiredUrl.type}};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data.disabledAt !== undefined){
let data12 = data.disabledAt;
if((typeof data12 !== "string") && (data12 !== null)){
const err64 = {instancePath:instancePath+"/disabledAt",keyword:"type",params:{type: schema37.properties.disabledAt.type}};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(typeof data12 === "string"){
if(!(formats0(data12))){
const err65 = {instancePath:instancePath+"/disabledAt",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
if(data.password !== undefined){
let data13 = data.password;
if((typeof data13 !== "string") && (data13 !== null)){
const err66 = {instancePath:instancePath+"/password",keyword:"type",params:{type: schema37.properties.password.type}};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data.proxy !== undefined){
if(typeof data.proxy !== "boolean"){
const err67 = {instancePath:instancePath+"/proxy",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data.title !== undefined){
let data15 = data.title;
if((typeof data15 !== "string") && (data15 !== null)){
const err68 = {instancePath:instancePath+"/title",keyword:"type",params:{type: schema37.properties.title.type}};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data.description !== undefined){
let data16 = data.description;
if((typeof data16 !== "string") && (data16 !== null)){
const err69 = {instancePath:instancePath+"/description",keyword:"type",params:{type: schema37.properties.description.type}};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data.image !== undefined){
let data17 = data.image;
if((typeof data17 !== "string") && (data17 !== null)){
const err70 = {instancePath:instancePath+"/image",keyword:"type",params:{type: schema37.properties.image.type}};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data.video !== undefined){
let data18 = data.video;
if((typeof data18 !== "string") && (data18 !== null)){
const err71 = {instancePath:instancePath+"/video",keyword:"type",params:{type: schema37.properties.video.type}};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data.rewrite !== undefined){
if(typeof data.rewrite !== "boolean"){
const err72 = {instancePath:instancePath+"/rewrite",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data.doIndex !== undefined){
if(typeof data.doIndex !== "boolean"){
const err73 = {instancePath:instancePath+"/doIndex",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data.ios !== undefined){
let data21 = data.ios;
if((typeof data21 !== "string") && (data21 !== null)){
const err74 = {instancePath:instancePath+"/ios",keyword:"type",params:{type: schema37.properties.ios.type}};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data.android !== undefined){
let data22 = data.android;
if((typeof data22 !== "string") && (data22 !== null)){
const err75 = {instancePath:instancePath+"/android",keyword:"type",params:{type: schema37.properties.android.type}};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data.geo !== undefined){
let data23 = data.geo;
const _errs48 = errors;
let valid1 = false;
const _errs49 = errors;
if(!(validate26(data23, {instancePath:instancePath+"/geo",parentData:data,parentDataProperty:"geo",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var _valid0 = _errs49 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs50 = errors;
if(data23 !== null){
const err76 = {instancePath:instancePath+"/geo",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
var _valid0 = _errs50 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err77 = {instancePath:instancePath+"/geo",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
else {
errors = _errs48;
if(vErrors !== null){
if(_errs48){
vErrors.length = _errs48;
}
else {
vErrors = null;
}
}
}
}
if(data.publicStats !== undefined){
if(typeof data.publicStats !== "boolean"){
const err78 = {instancePath:instancePath+"/publicStats",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data.tags !== undefined){
let data25 = data.tags;
if(Array.isArray(data25)){
const len0 = data25.length;
for(let i0=0; i0<len0; i0++){
if(!(validate22(data25[i0], {instancePath:instancePath+"/tags/" + i0,parentData:data25,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
}
else {
const err79 = {instancePath:instancePath+"/tags",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data.folderId !== undefined){
let data27 = data.folderId;
if((typeof data27 !== "string") && (data27 !== null)){
const err80 = {instancePath:instancePath+"/folderId",keyword:"type",params:{type: schema37.properties.folderId.type}};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data.webhookIds !== undefined){
let data28 = data.webhookIds;
if(Array.isArray(data28)){
const len1 = data28.length;
for(let i1=0; i1<len1; i1++){
if(typeof data28[i1] !== "string"){
const err81 = {instancePath:instancePath+"/webhookIds/" + i1,keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
}
else {
const err82 = {instancePath:instancePath+"/webhookIds",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data.comments !== undefined){
let data30 = data.comments;
if((typeof data30 !== "string") && (data30 !== null)){
const err83 = {instancePath:instancePath+"/comments",keyword:"type",params:{type: schema37.properties.comments.type}};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data.shortLink !== undefined){
let data31 = data.shortLink;
if(typeof data31 === "string"){
if(!pattern5.test(data31)){
const err84 = {instancePath:instancePath+"/shortLink",keyword:"pattern",params:{pattern: "^https://"}};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(!(formats4(data31))){
const err85 = {instancePath:instancePath+"/shortLink",keyword:"format",params:{format: "iri"}};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
else {
const err86 = {instancePath:instancePath+"/shortLink",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data.qrCode !== undefined){
let data32 = data.qrCode;
if(typeof data32 === "string"){
if(!(formats4(data32))){
const err87 = {instancePath:instancePath+"/qrCode",keyword:"format",params:{format: "iri"}};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
else {
const err88 = {instancePath:instancePath+"/qrCode",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data.utm_source !== undefined){
let data33 = data.utm_source;
if((typeof data33 !== "string") && (data33 !== null)){
const err89 = {instancePath:instancePath+"/utm_source",keyword:"type",params:{type: schema37.properties.utm_source.type}};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data.utm_medium !== undefined){
let data34 = data.utm_medium;
if((typeof data34 !== "string") && (data34 !== null)){
const err90 = {instancePath:instancePath+"/utm_medium",keyword:"type",params:{type: schema37.properties.utm_medium.type}};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data.utm_campaign !== undefined){
let data35 = data.utm_campaign;
if((typeof data35 !== "string") && (data35 !== null)){
const err91 = {instancePath:instancePath+"/utm_campaign",keyword:"type",params:{type: schema37.properties.utm_campaign.type}};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data.utm_term !== undefined){
let data36 = data.utm_term;
if((typeof data36 !== "string") && (data36 !== null)){
const err92 = {instancePath:instancePath+"/utm_term",keyword:"type",params:{type: schema37.properties.utm_term.type}};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data.utm_content !== undefined){
let data37 = data.utm_content;
if((typeof data37 !== "string") && (data37 !== null)){
const err93 = {instancePath:instancePath+"/utm_content",keyword:"type",params:{type: schema37.properties.utm_content.type}};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data.userId !== undefined){
let data38 = data.userId;
if((typeof data38 !== "string") && (data38 !== null)){
const err94 = {instancePath:instancePath+"/userId",keyword:"type",params:{type: schema37.properties.userId.type}};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data.workspaceId !== undefined){
if(typeof data.workspaceId !== "string"){
const err95 = {instancePath:instancePath+"/workspaceId",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data.clicks !== undefined){
let data40 = data.clicks;
if((typeof data40 == "number") && (isFinite(data40))){
if(data40 < 0 || isNaN(data40)){
const err96 = {instancePath:instancePath+"/clicks",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
else {
const err97 = {instancePath:instancePath+"/clicks",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data.leads !== undefined){
let data41 = data.leads;
if((typeof data41 == "number") && (isFinite(data41))){
if(data41 < 0 || isNaN(data41)){
const err98 = {instancePath:instancePath+"/leads",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
else {
const err99 = {instancePath:instancePath+"/leads",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data.conversions !== undefined){
let data42 = data.conversions;
if((typeof data42 == "number") && (isFinite(data42))){
if(data42 < 0 || isNaN(data42)){
const err100 = {instancePath:instancePath+"/conversions",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
else {
const err101 = {instancePath:instancePath+"/conversions",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data.sales !== undefined){
let data43 = data.sales;
if((typeof data43 == "number") && (isFinite(data43))){
if(data43 < 0 || isNaN(data43)){
const err102 = {instancePath:instancePath+"/sales",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
else {
const err103 = {instancePath:instancePath+"/sales",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data.saleAmount !== undefined){
let data44 = data.saleAmount;
if((typeof data44 == "number") && (isFinite(data44))){
if(data44 < 0 || isNaN(data44)){
const err104 = {instancePath:instancePath+"/saleAmount",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
else {
const err105 = {instancePath:instancePath+"/saleAmount",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data.lastClicked !== undefined){
let data45 = data.lastClicked;
if((typeof data45 !== "string") && (data45 !== null)){
const err106 = {instancePath:instancePath+"/lastClicked",keyword:"type",params:{type: schema37.properties.lastClicked.type}};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
if(typeof data45 === "string"){
if(!(formats0(data45))){
const err107 = {instancePath:instancePath+"/lastClicked",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
}
if(data.createdAt !== undefined){
let data46 = data.createdAt;
if(typeof data46 === "string"){
if(!(formats0(data46))){
const err108 = {instancePath:instancePath+"/createdAt",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
else {
const err109 = {instancePath:instancePath+"/createdAt",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data.updatedAt !== undefined){
let data47 = data.updatedAt;
if(typeof data47 === "string"){
if(!(formats0(data47))){
const err110 = {instancePath:instancePath+"/updatedAt",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
else {
const err111 = {instancePath:instancePath+"/updatedAt",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
if(data.tagId !== undefined){
let data48 = data.tagId;
if((typeof data48 !== "string") && (data48 !== null)){
const err112 = {instancePath:instancePath+"/tagId",keyword:"type",params:{type: schema37.properties.tagId.type}};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
if(data.projectId !== undefined){
if(typeof data.projectId !== "string"){
const err113 = {instancePath:instancePath+"/projectId",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
if(data.testVariants !== undefined){
let data50 = data.testVariants;
const _errs106 = errors;
let valid8 = false;
const _errs107 = errors;
if(!(validate29(data50, {instancePath:instancePath+"/testVariants",parentData:data,parentDataProperty:"testVariants",rootData}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
var _valid1 = _errs107 === errors;
valid8 = valid8 || _valid1;
if(!valid8){
const _errs108 = errors;
if(data50 !== null){
const err114 = {instancePath:instancePath+"/testVariants",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
var _valid1 = _errs108 === errors;
valid8 = valid8 || _valid1;
}
if(!valid8){
const err115 = {instancePath:instancePath+"/testVariants",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
else {
errors = _errs106;
if(vErrors !== null){
if(_errs106){
vErrors.length = _errs106;
}
else {
vErrors = null;
}
}
}
}
if(data.testStartedAt !== undefined){
let data51 = data.testStartedAt;
if((typeof data51 !== "string") && (data51 !== null)){
const err116 = {instancePath:instancePath+"/testStartedAt",keyword:"type",params:{type: schema37.properties.testStartedAt.type}};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if(typeof data51 === "string"){
if(!(formats0(data51))){
const err117 = {instancePath:instancePath+"/testStartedAt",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
}
if(data.testCompletedAt !== undefined){
let data52 = data.testCompletedAt;
if((typeof data52 !== "string") && (data52 !== null)){
const err118 = {instancePath:instancePath+"/testCompletedAt",keyword:"type",params:{type: schema37.properties.testCompletedAt.type}};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
if(typeof data52 === "string"){
if(!(formats0(data52))){
const err119 = {instancePath:instancePath+"/testCompletedAt",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
}
}
else {
const err120 = {instancePath,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}


function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: "kind"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.link === undefined){
const err1 = {instancePath,keyword:"required",params:{missingProperty: "link"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "kind") || (key0 === "link"))){
const err2 = {instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.kind !== undefined){
if("link" !== data.kind){
const err3 = {instancePath:instancePath+"/kind",keyword:"const",params:{allowedValue: "link"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.link !== undefined){
let data1 = data.link;
if(!(validate25(data1, {instancePath:instancePath+"/link",parentData:data,parentDataProperty:"link",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.domain !== undefined){
let data2 = data1.domain;
if(typeof data2 === "string"){
if(func1(data2) > 190){
const err4 = {instancePath:instancePath+"/link/domain",keyword:"maxLength",params:{limit: 190}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/link/domain",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.key !== undefined){
let data3 = data1.key;
if(typeof data3 === "string"){
if(func1(data3) > 190){
const err6 = {instancePath:instancePath+"/link/key",keyword:"maxLength",params:{limit: 190}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/link/key",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.externalId !== undefined){
let data4 = data1.externalId;
if((typeof data4 !== "string") && (data4 !== null)){
const err8 = {instancePath:instancePath+"/link/externalId",keyword:"type",params:{type: schema36.properties.link.allOf[1].properties.externalId.type}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(typeof data4 === "string"){
if(func1(data4) > 255){
const err9 = {instancePath:instancePath+"/link/externalId",keyword:"maxLength",params:{limit: 255}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func1(data4) < 1){
const err10 = {instancePath:instancePath+"/link/externalId",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data1.tenantId !== undefined){
let data5 = data1.tenantId;
if((typeof data5 !== "string") && (data5 !== null)){
const err11 = {instancePath:instancePath+"/link/tenantId",keyword:"type",params:{type: schema36.properties.link.allOf[1].properties.tenantId.type}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(typeof data5 === "string"){
if(func1(data5) > 255){
const err12 = {instancePath:instancePath+"/link/tenantId",keyword:"maxLength",params:{limit: 255}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data1.expiredUrl !== undefined){
let data6 = data1.expiredUrl;
if((typeof data6 !== "string") && (data6 !== null)){
const err13 = {instancePath:instancePath+"/link/expiredUrl",keyword:"type",params:{type: schema36.properties.link.allOf[1].properties.expiredUrl.type}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(typeof data6 === "string"){
if(func1(data6) > 32000){
const err14 = {instancePath:instancePath+"/link/expiredUrl",keyword:"maxLength",params:{limit: 32000}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data1.ios !== undefined){
let data7 = data1.ios;
if((typeof data7 !== "string") && (data7 !== null)){
const err15 = {instancePath:instancePath+"/link/ios",keyword:"type",params:{type: schema36.properties.link.allOf[1].properties.ios.type}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(typeof data7 === "string"){
if(func1(data7) > 32000){
const err16 = {instancePath:instancePath+"/link/ios",keyword:"maxLength",params:{limit: 32000}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
if(data1.android !== undefined){
let data8 = data1.android;
if((typeof data8 !== "string") && (data8 !== null)){
const err17 = {instancePath:instancePath+"/link/android",keyword:"type",params:{type: schema36.properties.link.allOf[1].properties.android.type}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(typeof data8 === "string"){
if(func1(data8) > 32000){
const err18 = {instancePath:instancePath+"/link/android",keyword:"maxLength",params:{limit: 32000}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
}
}
}
else {
const err19 = {instancePath,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}

const validator3 = validate34;
const schema45 = {"type":"object","required":["kind","workspace","users","tokens","folders","webhooks"],"additionalProperties":false,"properties":{"kind":{"const":"workspace"},"workspace":{"$ref":"https://linkproof.dev/openapi.json#/components/schemas/Workspace"},"users":{"type":"array","minItems":1,"items":{"type":"object","required":["id","name","email","role","defaultFolderId"],"additionalProperties":false,"properties":{"id":{"type":"string","minLength":1},"name":{"type":"string"},"email":{"type":"string","format":"email"},"role":{"enum":["owner","member"]},"defaultFolderId":{"type":["string","null"]}}}},"tokens":{"type":"array","minItems":1,"items":{"type":"object","required":["token","userId"],"additionalProperties":false,"properties":{"token":{"type":"string","minLength":8},"userId":{"type":"string","minLength":1}}}},"folders":{"type":"array","items":{"type":"object","required":["id","name"],"additionalProperties":false,"properties":{"id":{"type":"string","minLength":1},"name":{"type":"string","minLength":1}}}},"webhooks":{"type":"array","items":{"type":"object","required":["id","name","url"],"additionalProperties":false,"properties":{"id":{"type":"string","minLength":1},"name":{"type":"string"},"url":{"type":"string","format":"uri"},"secret":{"type":"string","minLength":1}}}}}};
const schema46 = {"type":"object","required":["id","name","slug","logo","inviteCode","plan","planTier","billingId","billingCycleStart","paymentFailedAt","billingConnectId","totalLinks","usage","usageLimit","linksUsage","linksLimit","payoutsUsage","payoutsLimit","payoutFee","domainsLimit","tagsLimit","foldersUsage","foldersLimit","groupsLimit","networkInvitesLimit","usersLimit","aiUsage","aiLimit","conversionEnabled","dotLinkClaimed","createdAt","users","domains","store","allowedHostnames","ssoEmailDomain","ssoEnforcedAt","flags"],"properties":{"id":{"type":"string"},"name":{"type":"string"},"slug":{"type":"string"},"logo":{"type":["string","null"]},"inviteCode":{"type":["string","null"]},"plan":{"$ref":"#/components/schemas/WorkspacePlan"},"planTier":{"type":"number"},"billingId":{"type":["string","null"]},"billingCycleStart":{"type":"number"},"paymentFailedAt":{"type":["string","null"],"format":"date-time"},"billingConnectId":{"type":["string","null"]},"totalLinks":{"type":"number","minimum":0},"usage":{"type":"number","minimum":0},"usageLimit":{"type":"number","minimum":0},"linksUsage":{"type":"number","minimum":0},"linksLimit":{"type":"number","minimum":0},"payoutsUsage":{"type":"number","minimum":0},"payoutsLimit":{"type":"number","minimum":0},"payoutFee":{"type":"number","minimum":0},"domainsLimit":{"type":"number","minimum":0},"tagsLimit":{"type":"number","minimum":0},"foldersUsage":{"type":"number","minimum":0},"foldersLimit":{"type":"number","minimum":0},"groupsLimit":{"type":"number","minimum":0},"networkInvitesLimit":{"type":"number","minimum":0},"usersLimit":{"type":"number","minimum":0},"aiUsage":{"type":"number","minimum":0},"aiLimit":{"type":"number","minimum":0},"conversionEnabled":{"type":"boolean"},"dotLinkClaimed":{"type":"boolean"},"createdAt":{"$ref":"#/components/schemas/Timestamp"},"users":{"type":"array","items":{"$ref":"#/components/schemas/WorkspaceUser"}},"domains":{"type":"array","items":{"$ref":"#/components/schemas/WorkspaceDomain"}},"store":{"type":["object","null"],"additionalProperties":true},"allowedHostnames":{"type":"array","items":{"type":"string"}},"ssoEmailDomain":{"type":["string","null"]},"ssoEnforcedAt":{"type":["string","null"],"format":"date-time"},"flags":{"type":"object","additionalProperties":{"type":"boolean"}}}};
const schema47 = {"type":"string","enum":["free","pro","business","business plus","business extra","business max","advanced","enterprise"]};
const schema49 = {"type":"object","required":["role","defaultFolderId"],"properties":{"role":{"type":"string"},"defaultFolderId":{"type":["string","null"]}}};
const schema50 = {"type":"object","required":["slug","primary","verified"],"properties":{"slug":{"type":"string"},"primary":{"type":"boolean"},"verified":{"type":"boolean"}}};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: "id"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,keyword:"required",params:{missingProperty: "name"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.slug === undefined){
const err2 = {instancePath,keyword:"required",params:{missingProperty: "slug"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.logo === undefined){
const err3 = {instancePath,keyword:"required",params:{missingProperty: "logo"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.inviteCode === undefined){
const err4 = {instancePath,keyword:"required",params:{missingProperty: "inviteCode"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.plan === undefined){
const err5 = {instancePath,keyword:"required",params:{missingProperty: "plan"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.planTier === undefined){
const err6 = {instancePath,keyword:"required",params:{missingProperty: "planTier"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.billingId === undefined){
const err7 = {instancePath,keyword:"required",params:{missingProperty: "billingId"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.billingCycleStart === undefined){
const err8 = {instancePath,keyword:"required",params:{missingProperty: "billingCycleStart"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.paymentFailedAt === undefined){
const err9 = {instancePath,keyword:"required",params:{missingProperty: "paymentFailedAt"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.billingConnectId === undefined){
const err10 = {instancePath,keyword:"required",params:{missingProperty: "billingConnectId"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.totalLinks === undefined){
const err11 = {instancePath,keyword:"required",params:{missingProperty: "totalLinks"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.usage === undefined){
const err12 = {instancePath,keyword:"required",params:{missingProperty: "usage"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.usageLimit === undefined){
const err13 = {instancePath,keyword:"required",params:{missingProperty: "usageLimit"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.linksUsage === undefined){
const err14 = {instancePath,keyword:"required",params:{missingProperty: "linksUsage"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.linksLimit === undefined){
const err15 = {instancePath,keyword:"required",params:{missingProperty: "linksLimit"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.payoutsUsage === undefined){
const err16 = {instancePath,keyword:"required",params:{missingProperty: "payoutsUsage"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.payoutsLimit === undefined){
const err17 = {instancePath,keyword:"required",params:{missingProperty: "payoutsLimit"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.payoutFee === undefined){
const err18 = {instancePath,keyword:"required",params:{missingProperty: "payoutFee"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data.domainsLimit === undefined){
const err19 = {instancePath,keyword:"required",params:{missingProperty: "domainsLimit"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data.tagsLimit === undefined){
const err20 = {instancePath,keyword:"required",params:{missingProperty: "tagsLimit"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data.foldersUsage === undefined){
const err21 = {instancePath,keyword:"required",params:{missingProperty: "foldersUsage"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data.foldersLimit === undefined){
const err22 = {instancePath,keyword:"required",params:{missingProperty: "foldersLimit"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data.groupsLimit === undefined){
const err23 = {instancePath,keyword:"required",params:{missingProperty: "groupsLimit"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data.networkInvitesLimit === undefined){
const err24 = {instancePath,keyword:"required",params:{missingProperty: "networkInvitesLimit"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data.usersLimit === undefined){
const err25 = {instancePath,keyword:"required",params:{missingProperty: "usersLimit"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data.aiUsage === undefined){
const err26 = {instancePath,keyword:"required",params:{missingProperty: "aiUsage"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data.aiLimit === undefined){
const err27 = {instancePath,keyword:"required",params:{missingProperty: "aiLimit"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data.conversionEnabled === undefined){
const err28 = {instancePath,keyword:"required",params:{missingProperty: "conversionEnabled"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data.dotLinkClaimed === undefined){
const err29 = {instancePath,keyword:"required",params:{missingProperty: "dotLinkClaimed"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data.createdAt === undefined){
const err30 = {instancePath,keyword:"required",params:{missingProperty: "createdAt"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data.users === undefined){
const err31 = {instancePath,keyword:"required",params:{missingProperty: "users"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data.domains === undefined){
const err32 = {instancePath,keyword:"required",params:{missingProperty: "domains"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data.store === undefined){
const err33 = {instancePath,keyword:"required",params:{missingProperty: "store"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data.allowedHostnames === undefined){
const err34 = {instancePath,keyword:"required",params:{missingProperty: "allowedHostnames"}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data.ssoEmailDomain === undefined){
const err35 = {instancePath,keyword:"required",params:{missingProperty: "ssoEmailDomain"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data.ssoEnforcedAt === undefined){
const err36 = {instancePath,keyword:"required",params:{missingProperty: "ssoEnforcedAt"}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data.flags === undefined){
const err37 = {instancePath,keyword:"required",params:{missingProperty: "flags"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err38 = {instancePath:instancePath+"/id",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err39 = {instancePath:instancePath+"/name",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.slug !== undefined){
if(typeof data.slug !== "string"){
const err40 = {instancePath:instancePath+"/slug",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.logo !== undefined){
let data3 = data.logo;
if((typeof data3 !== "string") && (data3 !== null)){
const err41 = {instancePath:instancePath+"/logo",keyword:"type",params:{type: schema46.properties.logo.type}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.inviteCode !== undefined){
let data4 = data.inviteCode;
if((typeof data4 !== "string") && (data4 !== null)){
const err42 = {instancePath:instancePath+"/inviteCode",keyword:"type",params:{type: schema46.properties.inviteCode.type}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.plan !== undefined){
let data5 = data.plan;
if(typeof data5 !== "string"){
const err43 = {instancePath:instancePath+"/plan",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(!((((((((data5 === "free") || (data5 === "pro")) || (data5 === "business")) || (data5 === "business plus")) || (data5 === "business extra")) || (data5 === "business max")) || (data5 === "advanced")) || (data5 === "enterprise"))){
const err44 = {instancePath:instancePath+"/plan",keyword:"enum",params:{allowedValues: schema47.enum}};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.planTier !== undefined){
let data6 = data.planTier;
if(!((typeof data6 == "number") && (isFinite(data6)))){
const err45 = {instancePath:instancePath+"/planTier",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.billingId !== undefined){
let data7 = data.billingId;
if((typeof data7 !== "string") && (data7 !== null)){
const err46 = {instancePath:instancePath+"/billingId",keyword:"type",params:{type: schema46.properties.billingId.type}};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.billingCycleStart !== undefined){
let data8 = data.billingCycleStart;
if(!((typeof data8 == "number") && (isFinite(data8)))){
const err47 = {instancePath:instancePath+"/billingCycleStart",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.paymentFailedAt !== undefined){
let data9 = data.paymentFailedAt;
if((typeof data9 !== "string") && (data9 !== null)){
const err48 = {instancePath:instancePath+"/paymentFailedAt",keyword:"type",params:{type: schema46.properties.paymentFailedAt.type}};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(typeof data9 === "string"){
if(!(formats0(data9))){
const err49 = {instancePath:instancePath+"/paymentFailedAt",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
if(data.billingConnectId !== undefined){
let data10 = data.billingConnectId;
if((typeof data10 !== "string") && (data10 !== null)){
const err50 = {instancePath:instancePath+"/billingConnectId",keyword:"type",params:{type: schema46.properties.billingConnectId.type}};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data.totalLinks !== undefined){
let data11 = data.totalLinks;
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err51 = {instancePath:instancePath+"/totalLinks",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/totalLinks",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.usage !== undefined){
let data12 = data.usage;
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err53 = {instancePath:instancePath+"/usage",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
else {
const err54 = {instancePath:instancePath+"/usage",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data.usageLimit !== undefined){
let data13 = data.usageLimit;
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
const err55 = {instancePath:instancePath+"/usageLimit",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
else {
const err56 = {instancePath:instancePath+"/usageLimit",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data.linksUsage !== undefined){
let data14 = data.linksUsage;
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
const err57 = {instancePath:instancePath+"/linksUsage",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/linksUsage",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data.linksLimit !== undefined){
let data15 = data.linksLimit;
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
const err59 = {instancePath:instancePath+"/linksLimit",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
else {
const err60 = {instancePath:instancePath+"/linksLimit",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data.payoutsUsage !== undefined){
let data16 = data.payoutsUsage;
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 0 || isNaN(data16)){
const err61 = {instancePath:instancePath+"/payoutsUsage",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath:instancePath+"/payoutsUsage",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data.payoutsLimit !== undefined){
let data17 = data.payoutsLimit;
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
const err63 = {instancePath:instancePath+"/payoutsLimit",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
else {
const err64 = {instancePath:instancePath+"/payoutsLimit",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data.payoutFee !== undefined){
let data18 = data.payoutFee;
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 0 || isNaN(data18)){
const err65 = {instancePath:instancePath+"/payoutFee",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
else {
const err66 = {instancePath:instancePath+"/payoutFee",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data.domainsLimit !== undefined){
let data19 = data.domainsLimit;
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 0 || isNaN(data19)){
const err67 = {instancePath:instancePath+"/domainsLimit",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
else {
const err68 = {instancePath:instancePath+"/domainsLimit",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data.tagsLimit !== undefined){
let data20 = data.tagsLimit;
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
const err69 = {instancePath:instancePath+"/tagsLimit",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
else {
const err70 = {instancePath:instancePath+"/tagsLimit",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data.foldersUsage !== undefined){
let data21 = data.foldersUsage;
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 0 || isNaN(data21)){
const err71 = {instancePath:instancePath+"/foldersUsage",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
else {
const err72 = {instancePath:instancePath+"/foldersUsage",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data.foldersLimit !== undefined){
let data22 = data.foldersLimit;
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 < 0 || isNaN(data22)){
const err73 = {instancePath:instancePath+"/foldersLimit",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
else {
const err74 = {instancePath:instancePath+"/foldersLimit",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data.groupsLimit !== undefined){
let data23 = data.groupsLimit;
if((typeof data23 == "number") && (isFinite(data23))){
if(data23 < 0 || isNaN(data23)){
const err75 = {instancePath:instancePath+"/groupsLimit",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
else {
const err76 = {instancePath:instancePath+"/groupsLimit",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data.networkInvitesLimit !== undefined){
let data24 = data.networkInvitesLimit;
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 < 0 || isNaN(data24)){
const err77 = {instancePath:instancePath+"/networkInvitesLimit",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
else {
const err78 = {instancePath:instancePath+"/networkInvitesLimit",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data.usersLimit !== undefined){
let data25 = data.usersLimit;
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 < 0 || isNaN(data25)){
const err79 = {instancePath:instancePath+"/usersLimit",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
else {
const err80 = {instancePath:instancePath+"/usersLimit",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data.aiUsage !== undefined){
let data26 = data.aiUsage;
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 < 0 || isNaN(data26)){
const err81 = {instancePath:instancePath+"/aiUsage",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
else {
const err82 = {instancePath:instancePath+"/aiUsage",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data.aiLimit !== undefined){
let data27 = data.aiLimit;
if((typeof data27 == "number") && (isFinite(data27))){
if(data27 < 0 || isNaN(data27)){
const err83 = {instancePath:instancePath+"/aiLimit",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
else {
const err84 = {instancePath:instancePath+"/aiLimit",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data.conversionEnabled !== undefined){
if(typeof data.conversionEnabled !== "boolean"){
const err85 = {instancePath:instancePath+"/conversionEnabled",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data.dotLinkClaimed !== undefined){
if(typeof data.dotLinkClaimed !== "boolean"){
const err86 = {instancePath:instancePath+"/dotLinkClaimed",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data.createdAt !== undefined){
let data30 = data.createdAt;
if(typeof data30 === "string"){
if(!(formats0(data30))){
const err87 = {instancePath:instancePath+"/createdAt",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
else {
const err88 = {instancePath:instancePath+"/createdAt",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data.users !== undefined){
let data31 = data.users;
if(Array.isArray(data31)){
const len0 = data31.length;
for(let i0=0; i0<len0; i0++){
let data32 = data31[i0];
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
if(data32.role === undefined){
const err89 = {instancePath:instancePath+"/users/" + i0,keyword:"required",params:{missingProperty: "role"}};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(data32.defaultFolderId === undefined){
const err90 = {instancePath:instancePath+"/users/" + i0,keyword:"required",params:{missingProperty: "defaultFolderId"}};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(data32.role !== undefined){
if(typeof data32.role !== "string"){
const err91 = {instancePath:instancePath+"/users/" + i0+"/role",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data32.defaultFolderId !== undefined){
let data34 = data32.defaultFolderId;
if((typeof data34 !== "string") && (data34 !== null)){
const err92 = {instancePath:instancePath+"/users/" + i0+"/defaultFolderId",keyword:"type",params:{type: schema49.properties.defaultFolderId.type}};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
}
else {
const err93 = {instancePath:instancePath+"/users/" + i0,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
}
else {
const err94 = {instancePath:instancePath+"/users",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data.domains !== undefined){
let data35 = data.domains;
if(Array.isArray(data35)){
const len1 = data35.length;
for(let i1=0; i1<len1; i1++){
let data36 = data35[i1];
if(data36 && typeof data36 == "object" && !Array.isArray(data36)){
if(data36.slug === undefined){
const err95 = {instancePath:instancePath+"/domains/" + i1,keyword:"required",params:{missingProperty: "slug"}};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
if(data36.primary === undefined){
const err96 = {instancePath:instancePath+"/domains/" + i1,keyword:"required",params:{missingProperty: "primary"}};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if(data36.verified === undefined){
const err97 = {instancePath:instancePath+"/domains/" + i1,keyword:"required",params:{missingProperty: "verified"}};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if(data36.slug !== undefined){
if(typeof data36.slug !== "string"){
const err98 = {instancePath:instancePath+"/domains/" + i1+"/slug",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data36.primary !== undefined){
if(typeof data36.primary !== "boolean"){
const err99 = {instancePath:instancePath+"/domains/" + i1+"/primary",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data36.verified !== undefined){
if(typeof data36.verified !== "boolean"){
const err100 = {instancePath:instancePath+"/domains/" + i1+"/verified",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
}
else {
const err101 = {instancePath:instancePath+"/domains/" + i1,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
}
else {
const err102 = {instancePath:instancePath+"/domains",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data.store !== undefined){
let data40 = data.store;
if((!(data40 && typeof data40 == "object" && !Array.isArray(data40))) && (data40 !== null)){
const err103 = {instancePath:instancePath+"/store",keyword:"type",params:{type: schema46.properties.store.type}};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data.allowedHostnames !== undefined){
let data41 = data.allowedHostnames;
if(Array.isArray(data41)){
const len2 = data41.length;
for(let i2=0; i2<len2; i2++){
if(typeof data41[i2] !== "string"){
const err104 = {instancePath:instancePath+"/allowedHostnames/" + i2,keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
}
else {
const err105 = {instancePath:instancePath+"/allowedHostnames",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data.ssoEmailDomain !== undefined){
let data43 = data.ssoEmailDomain;
if((typeof data43 !== "string") && (data43 !== null)){
const err106 = {instancePath:instancePath+"/ssoEmailDomain",keyword:"type",params:{type: schema46.properties.ssoEmailDomain.type}};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data.ssoEnforcedAt !== undefined){
let data44 = data.ssoEnforcedAt;
if((typeof data44 !== "string") && (data44 !== null)){
const err107 = {instancePath:instancePath+"/ssoEnforcedAt",keyword:"type",params:{type: schema46.properties.ssoEnforcedAt.type}};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
if(typeof data44 === "string"){
if(!(formats0(data44))){
const err108 = {instancePath:instancePath+"/ssoEnforcedAt",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
}
if(data.flags !== undefined){
let data45 = data.flags;
if(data45 && typeof data45 == "object" && !Array.isArray(data45)){
for(const key0 in data45){
if(typeof data45[key0] !== "boolean"){
const err109 = {instancePath:instancePath+"/flags/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
}
else {
const err110 = {instancePath:instancePath+"/flags",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
}
else {
const err111 = {instancePath,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}

const formats24 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: "kind"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.workspace === undefined){
const err1 = {instancePath,keyword:"required",params:{missingProperty: "workspace"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.users === undefined){
const err2 = {instancePath,keyword:"required",params:{missingProperty: "users"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.tokens === undefined){
const err3 = {instancePath,keyword:"required",params:{missingProperty: "tokens"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.folders === undefined){
const err4 = {instancePath,keyword:"required",params:{missingProperty: "folders"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.webhooks === undefined){
const err5 = {instancePath,keyword:"required",params:{missingProperty: "webhooks"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "kind") || (key0 === "workspace")) || (key0 === "users")) || (key0 === "tokens")) || (key0 === "folders")) || (key0 === "webhooks"))){
const err6 = {instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.kind !== undefined){
if("workspace" !== data.kind){
const err7 = {instancePath:instancePath+"/kind",keyword:"const",params:{allowedValue: "workspace"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.workspace !== undefined){
if(!(validate35(data.workspace, {instancePath:instancePath+"/workspace",parentData:data,parentDataProperty:"workspace",rootData}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
}
if(data.users !== undefined){
let data2 = data.users;
if(Array.isArray(data2)){
if(data2.length < 1){
const err8 = {instancePath:instancePath+"/users",keyword:"minItems",params:{limit: 1}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.id === undefined){
const err9 = {instancePath:instancePath+"/users/" + i0,keyword:"required",params:{missingProperty: "id"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data3.name === undefined){
const err10 = {instancePath:instancePath+"/users/" + i0,keyword:"required",params:{missingProperty: "name"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data3.email === undefined){
const err11 = {instancePath:instancePath+"/users/" + i0,keyword:"required",params:{missingProperty: "email"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3.role === undefined){
const err12 = {instancePath:instancePath+"/users/" + i0,keyword:"required",params:{missingProperty: "role"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data3.defaultFolderId === undefined){
const err13 = {instancePath:instancePath+"/users/" + i0,keyword:"required",params:{missingProperty: "defaultFolderId"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key1 in data3){
if(!(((((key1 === "id") || (key1 === "name")) || (key1 === "email")) || (key1 === "role")) || (key1 === "defaultFolderId"))){
const err14 = {instancePath:instancePath+"/users/" + i0,keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data3.id !== undefined){
let data4 = data3.id;
if(typeof data4 === "string"){
if(func1(data4) < 1){
const err15 = {instancePath:instancePath+"/users/" + i0+"/id",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/users/" + i0+"/id",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data3.name !== undefined){
if(typeof data3.name !== "string"){
const err17 = {instancePath:instancePath+"/users/" + i0+"/name",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data3.email !== undefined){
let data6 = data3.email;
if(typeof data6 === "string"){
if(!(formats24.test(data6))){
const err18 = {instancePath:instancePath+"/users/" + i0+"/email",keyword:"format",params:{format: "email"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/users/" + i0+"/email",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data3.role !== undefined){
let data7 = data3.role;
if(!((data7 === "owner") || (data7 === "member"))){
const err20 = {instancePath:instancePath+"/users/" + i0+"/role",keyword:"enum",params:{allowedValues: schema45.properties.users.items.properties.role.enum}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data3.defaultFolderId !== undefined){
let data8 = data3.defaultFolderId;
if((typeof data8 !== "string") && (data8 !== null)){
const err21 = {instancePath:instancePath+"/users/" + i0+"/defaultFolderId",keyword:"type",params:{type: schema45.properties.users.items.properties.defaultFolderId.type}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/users/" + i0,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/users",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.tokens !== undefined){
let data9 = data.tokens;
if(Array.isArray(data9)){
if(data9.length < 1){
const err24 = {instancePath:instancePath+"/tokens",keyword:"minItems",params:{limit: 1}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
let data10 = data9[i1];
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.token === undefined){
const err25 = {instancePath:instancePath+"/tokens/" + i1,keyword:"required",params:{missingProperty: "token"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data10.userId === undefined){
const err26 = {instancePath:instancePath+"/tokens/" + i1,keyword:"required",params:{missingProperty: "userId"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
for(const key2 in data10){
if(!((key2 === "token") || (key2 === "userId"))){
const err27 = {instancePath:instancePath+"/tokens/" + i1,keyword:"additionalProperties",params:{additionalProperty: key2}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data10.token !== undefined){
let data11 = data10.token;
if(typeof data11 === "string"){
if(func1(data11) < 8){
const err28 = {instancePath:instancePath+"/tokens/" + i1+"/token",keyword:"minLength",params:{limit: 8}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/tokens/" + i1+"/token",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data10.userId !== undefined){
let data12 = data10.userId;
if(typeof data12 === "string"){
if(func1(data12) < 1){
const err30 = {instancePath:instancePath+"/tokens/" + i1+"/userId",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/tokens/" + i1+"/userId",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/tokens/" + i1,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath:instancePath+"/tokens",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.folders !== undefined){
let data13 = data.folders;
if(Array.isArray(data13)){
const len2 = data13.length;
for(let i2=0; i2<len2; i2++){
let data14 = data13[i2];
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.id === undefined){
const err34 = {instancePath:instancePath+"/folders/" + i2,keyword:"required",params:{missingProperty: "id"}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data14.name === undefined){
const err35 = {instancePath:instancePath+"/folders/" + i2,keyword:"required",params:{missingProperty: "name"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
for(const key3 in data14){
if(!((key3 === "id") || (key3 === "name"))){
const err36 = {instancePath:instancePath+"/folders/" + i2,keyword:"additionalProperties",params:{additionalProperty: key3}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data14.id !== undefined){
let data15 = data14.id;
if(typeof data15 === "string"){
if(func1(data15) < 1){
const err37 = {instancePath:instancePath+"/folders/" + i2+"/id",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/folders/" + i2+"/id",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data14.name !== undefined){
let data16 = data14.name;
if(typeof data16 === "string"){
if(func1(data16) < 1){
const err39 = {instancePath:instancePath+"/folders/" + i2+"/name",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/folders/" + i2+"/name",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath:instancePath+"/folders/" + i2,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath:instancePath+"/folders",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.webhooks !== undefined){
let data17 = data.webhooks;
if(Array.isArray(data17)){
const len3 = data17.length;
for(let i3=0; i3<len3; i3++){
let data18 = data17[i3];
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.id === undefined){
const err43 = {instancePath:instancePath+"/webhooks/" + i3,keyword:"required",params:{missingProperty: "id"}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data18.name === undefined){
const err44 = {instancePath:instancePath+"/webhooks/" + i3,keyword:"required",params:{missingProperty: "name"}};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data18.url === undefined){
const err45 = {instancePath:instancePath+"/webhooks/" + i3,keyword:"required",params:{missingProperty: "url"}};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
for(const key4 in data18){
if(!((((key4 === "id") || (key4 === "name")) || (key4 === "url")) || (key4 === "secret"))){
const err46 = {instancePath:instancePath+"/webhooks/" + i3,keyword:"additionalProperties",params:{additionalProperty: key4}};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data18.id !== undefined){
let data19 = data18.id;
if(typeof data19 === "string"){
if(func1(data19) < 1){
const err47 = {instancePath:instancePath+"/webhooks/" + i3+"/id",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/webhooks/" + i3+"/id",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data18.name !== undefined){
if(typeof data18.name !== "string"){
const err49 = {instancePath:instancePath+"/webhooks/" + i3+"/name",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data18.url !== undefined){
let data21 = data18.url;
if(typeof data21 === "string"){
if(!(formats26(data21))){
const err50 = {instancePath:instancePath+"/webhooks/" + i3+"/url",keyword:"format",params:{format: "uri"}};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/webhooks/" + i3+"/url",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data18.secret !== undefined){
let data22 = data18.secret;
if(typeof data22 === "string"){
if(func1(data22) < 1){
const err52 = {instancePath:instancePath+"/webhooks/" + i3+"/secret",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/webhooks/" + i3+"/secret",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
else {
const err54 = {instancePath:instancePath+"/webhooks/" + i3,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath:instancePath+"/webhooks",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
else {
const err56 = {instancePath,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}

/**
 * The validator of each kind of record of the ndjson dataset form: a module apart, so that a bundle without the
 * ndjson reader (a browser's) leaves them out, and compiled for speed rather than size (see render-validators.ts).
 */
export const datasetRecordValidators: Readonly<Record<string, PrecompiledValidator>> = {
  "dataset": validator0,
  "link": validator2,
  "tag": validator1,
  "workspace": validator3,
};
