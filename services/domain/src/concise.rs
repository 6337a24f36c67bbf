//! The concise response format, applied while serializing: [`Without`]
//! serializes a value as it would serialize itself, leaving out every
//! object key (a struct's field, a map's or a flattened struct's entry)
//! named in a list, at any depth. No intermediate `serde_json::Value`.

use serde::ser::{
    self, Impossible, Serialize, SerializeMap, SerializeSeq, SerializeStruct,
    SerializeStructVariant, SerializeTuple, SerializeTupleStruct, SerializeTupleVariant,
    Serializer,
};

/// `value` without the object keys `keys`, at any depth.
pub(crate) struct Without<'a, T: ?Sized> {
    pub(crate) value: &'a T,
    pub(crate) keys: &'static [&'static str],
}

impl<T: Serialize + ?Sized> Serialize for Without<'_, T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.value.serialize(Skipping {
            inner: serializer,
            keys: self.keys,
        })
    }
}

/// A serializer that hands every nested value on wrapped in [`Without`].
struct Skipping<S> {
    inner: S,
    keys: &'static [&'static str],
}

impl<S> Skipping<S> {
    fn wrap<'a, T: ?Sized>(&self, value: &'a T) -> Without<'a, T> {
        Without {
            value,
            keys: self.keys,
        }
    }
}

macro_rules! forward {
    ($( $method:ident($ty:ty), )+) => {
        $(
            fn $method(self, v: $ty) -> Result<S::Ok, S::Error> {
                self.inner.$method(v)
            }
        )+
    };
}

impl<S: Serializer> Serializer for Skipping<S> {
    type Ok = S::Ok;
    type Error = S::Error;
    type SerializeSeq = Nested<S::SerializeSeq>;
    type SerializeTuple = Nested<S::SerializeTuple>;
    type SerializeTupleStruct = Nested<S::SerializeTupleStruct>;
    type SerializeTupleVariant = Nested<S::SerializeTupleVariant>;
    type SerializeMap = Entries<S::SerializeMap>;
    type SerializeStruct = Nested<S::SerializeStruct>;
    type SerializeStructVariant = Nested<S::SerializeStructVariant>;

    forward! {
        serialize_bool(bool),
        serialize_i8(i8), serialize_i16(i16), serialize_i32(i32), serialize_i64(i64),
        serialize_i128(i128),
        serialize_u8(u8), serialize_u16(u16), serialize_u32(u32), serialize_u64(u64),
        serialize_u128(u128),
        serialize_f32(f32), serialize_f64(f64),
        serialize_char(char),
        serialize_str(&str),
        serialize_bytes(&[u8]),
        serialize_unit_struct(&'static str),
    }

    fn serialize_none(self) -> Result<S::Ok, S::Error> {
        self.inner.serialize_none()
    }

    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<S::Ok, S::Error> {
        let value = self.wrap(value);
        self.inner.serialize_some(&value)
    }

    fn serialize_unit(self) -> Result<S::Ok, S::Error> {
        self.inner.serialize_unit()
    }

    fn serialize_unit_variant(
        self,
        name: &'static str,
        index: u32,
        variant: &'static str,
    ) -> Result<S::Ok, S::Error> {
        self.inner.serialize_unit_variant(name, index, variant)
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        name: &'static str,
        value: &T,
    ) -> Result<S::Ok, S::Error> {
        let value = self.wrap(value);
        self.inner.serialize_newtype_struct(name, &value)
    }

    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        name: &'static str,
        index: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<S::Ok, S::Error> {
        let value = self.wrap(value);
        self.inner
            .serialize_newtype_variant(name, index, variant, &value)
    }

    fn serialize_seq(self, len: Option<usize>) -> Result<Self::SerializeSeq, S::Error> {
        Nested::of(self.inner.serialize_seq(len), self.keys)
    }

    fn serialize_tuple(self, len: usize) -> Result<Self::SerializeTuple, S::Error> {
        Nested::of(self.inner.serialize_tuple(len), self.keys)
    }

    fn serialize_tuple_struct(
        self,
        name: &'static str,
        len: usize,
    ) -> Result<Self::SerializeTupleStruct, S::Error> {
        Nested::of(self.inner.serialize_tuple_struct(name, len), self.keys)
    }

    fn serialize_tuple_variant(
        self,
        name: &'static str,
        index: u32,
        variant: &'static str,
        len: usize,
    ) -> Result<Self::SerializeTupleVariant, S::Error> {
        Nested::of(
            self.inner
                .serialize_tuple_variant(name, index, variant, len),
            self.keys,
        )
    }

    fn serialize_map(self, len: Option<usize>) -> Result<Self::SerializeMap, S::Error> {
        Ok(Entries {
            inner: self.inner.serialize_map(len)?,
            keys: self.keys,
            skip_value: false,
        })
    }

    fn serialize_struct(
        self,
        name: &'static str,
        len: usize,
    ) -> Result<Self::SerializeStruct, S::Error> {
        Nested::of(self.inner.serialize_struct(name, len), self.keys)
    }

    fn serialize_struct_variant(
        self,
        name: &'static str,
        index: u32,
        variant: &'static str,
        len: usize,
    ) -> Result<Self::SerializeStructVariant, S::Error> {
        Nested::of(
            self.inner
                .serialize_struct_variant(name, index, variant, len),
            self.keys,
        )
    }

    fn is_human_readable(&self) -> bool {
        self.inner.is_human_readable()
    }
}

/// A sequence, tuple or struct being serialized: its elements wrapped, a
/// struct's listed fields left out.
struct Nested<C> {
    inner: C,
    keys: &'static [&'static str],
}

impl<C> Nested<C> {
    fn of<E>(inner: Result<C, E>, keys: &'static [&'static str]) -> Result<Nested<C>, E> {
        Ok(Nested {
            inner: inner?,
            keys,
        })
    }

    fn wrap<'a, T: ?Sized>(&self, value: &'a T) -> Without<'a, T> {
        Without {
            value,
            keys: self.keys,
        }
    }
}

macro_rules! elements {
    ($( $trait:ident :: $method:ident, )+) => {
        $(
            impl<C: $trait> $trait for Nested<C> {
                type Ok = C::Ok;
                type Error = C::Error;

                fn $method<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), C::Error> {
                    let value = self.wrap(value);
                    self.inner.$method(&value)
                }

                fn end(self) -> Result<C::Ok, C::Error> {
                    self.inner.end()
                }
            }
        )+
    };
}

elements! {
    SerializeSeq::serialize_element,
    SerializeTuple::serialize_element,
    SerializeTupleStruct::serialize_field,
    SerializeTupleVariant::serialize_field,
}

macro_rules! fields {
    ($( $trait:ident, )+) => {
        $(
            impl<C: $trait> $trait for Nested<C> {
                type Ok = C::Ok;
                type Error = C::Error;

                fn serialize_field<T: Serialize + ?Sized>(
                    &mut self,
                    key: &'static str,
                    value: &T,
                ) -> Result<(), C::Error> {
                    if self.keys.contains(&key) {
                        return self.inner.skip_field(key);
                    }
                    let value = self.wrap(value);
                    self.inner.serialize_field(key, &value)
                }

                fn skip_field(&mut self, key: &'static str) -> Result<(), C::Error> {
                    self.inner.skip_field(key)
                }

                fn end(self) -> Result<C::Ok, C::Error> {
                    self.inner.end()
                }
            }
        )+
    };
}

fields! {
    SerializeStruct,
    SerializeStructVariant,
}

/// A map (or a struct with flattened fields) being serialized: an entry
/// whose key is listed is left out, key and value.
struct Entries<C> {
    inner: C,
    keys: &'static [&'static str],
    /// The last key was left out: so is its value.
    skip_value: bool,
}

impl<C: SerializeMap> Entries<C> {
    fn listed<K: Serialize + ?Sized>(&self, key: &K) -> bool {
        key.serialize(Listed(self.keys)).unwrap_or(false)
    }
}

impl<C: SerializeMap> SerializeMap for Entries<C> {
    type Ok = C::Ok;
    type Error = C::Error;

    fn serialize_key<K: Serialize + ?Sized>(&mut self, key: &K) -> Result<(), C::Error> {
        self.skip_value = self.listed(key);
        match self.skip_value {
            true => Ok(()),
            false => self.inner.serialize_key(key),
        }
    }

    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), C::Error> {
        if std::mem::take(&mut self.skip_value) {
            return Ok(());
        }
        let value = Without {
            value,
            keys: self.keys,
        };
        self.inner.serialize_value(&value)
    }

    fn serialize_entry<K: Serialize + ?Sized, V: Serialize + ?Sized>(
        &mut self,
        key: &K,
        value: &V,
    ) -> Result<(), C::Error> {
        if self.listed(key) {
            return Ok(());
        }
        let value = Without {
            value,
            keys: self.keys,
        };
        self.inner.serialize_entry(key, &value)
    }

    fn end(self) -> Result<C::Ok, C::Error> {
        self.inner.end()
    }
}

/// Whether a map key is one of the listed names: only a string key can be.
struct Listed(&'static [&'static str]);

/// A map key that is not a string or a number: never listed.
#[derive(Debug)]
struct NotAString;

impl std::fmt::Display for NotAString {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("not a string key")
    }
}

impl std::error::Error for NotAString {}

impl ser::Error for NotAString {
    fn custom<T: std::fmt::Display>(_: T) -> Self {
        NotAString
    }
}

macro_rules! never_listed {
    ($( $method:ident($ty:ty), )+) => {
        $(
            fn $method(self, _: $ty) -> Result<bool, NotAString> {
                Ok(false)
            }
        )+
    };
}

impl Serializer for Listed {
    type Ok = bool;
    type Error = NotAString;
    type SerializeSeq = Impossible<bool, NotAString>;
    type SerializeTuple = Impossible<bool, NotAString>;
    type SerializeTupleStruct = Impossible<bool, NotAString>;
    type SerializeTupleVariant = Impossible<bool, NotAString>;
    type SerializeMap = Impossible<bool, NotAString>;
    type SerializeStruct = Impossible<bool, NotAString>;
    type SerializeStructVariant = Impossible<bool, NotAString>;

    fn serialize_str(self, v: &str) -> Result<bool, NotAString> {
        Ok(self.0.contains(&v))
    }

    fn serialize_char(self, v: char) -> Result<bool, NotAString> {
        self.serialize_str(v.encode_utf8(&mut [0; 4]))
    }

    /// An enum key is its variant's name.
    fn serialize_unit_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
    ) -> Result<bool, NotAString> {
        self.serialize_str(variant)
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        value: &T,
    ) -> Result<bool, NotAString> {
        value.serialize(self)
    }

    never_listed! {
        serialize_bool(bool),
        serialize_i8(i8), serialize_i16(i16), serialize_i32(i32), serialize_i64(i64),
        serialize_i128(i128),
        serialize_u8(u8), serialize_u16(u16), serialize_u32(u32), serialize_u64(u64),
        serialize_u128(u128),
        serialize_f32(f32), serialize_f64(f64),
        serialize_bytes(&[u8]),
        serialize_unit_struct(&'static str),
    }

    fn serialize_none(self) -> Result<bool, NotAString> {
        Ok(false)
    }

    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<bool, NotAString> {
        value.serialize(self)
    }

    fn serialize_unit(self) -> Result<bool, NotAString> {
        Ok(false)
    }

    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Result<bool, NotAString> {
        Err(NotAString)
    }

    fn serialize_seq(self, _: Option<usize>) -> Result<Self::SerializeSeq, NotAString> {
        Err(NotAString)
    }

    fn serialize_tuple(self, _: usize) -> Result<Self::SerializeTuple, NotAString> {
        Err(NotAString)
    }

    fn serialize_tuple_struct(
        self,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleStruct, NotAString> {
        Err(NotAString)
    }

    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleVariant, NotAString> {
        Err(NotAString)
    }

    fn serialize_map(self, _: Option<usize>) -> Result<Self::SerializeMap, NotAString> {
        Err(NotAString)
    }

    fn serialize_struct(
        self,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStruct, NotAString> {
        Err(NotAString)
    }

    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStructVariant, NotAString> {
        Err(NotAString)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Serialize;
    use serde_json::{Value, json};
    use std::collections::BTreeMap;

    /// What the concise format was before: the detailed answer as a
    /// `Value`, the keys removed from every object.
    fn strip(value: Value, keys: &[&str]) -> Value {
        match value {
            Value::Object(map) => Value::Object(
                map.into_iter()
                    .filter(|(k, _)| !keys.contains(&k.as_str()))
                    .map(|(k, v)| (k, strip(v, keys)))
                    .collect(),
            ),
            Value::Array(items) => {
                Value::Array(items.into_iter().map(|v| strip(v, keys)).collect())
            }
            other => other,
        }
    }

    #[derive(Serialize)]
    struct Inner {
        keep: u8,
        drop: Vec<u8>,
        #[serde(skip_serializing_if = "Option::is_none")]
        maybe: Option<String>,
    }

    #[derive(Serialize)]
    struct Flat {
        also: &'static str,
        maybe: bool,
    }

    #[derive(Serialize)]
    #[serde(rename_all = "snake_case")]
    enum Kind {
        Plain,
        Wrapped(Inner),
        Fields { drop: u8, keep: u8 },
    }

    #[derive(Serialize)]
    struct Outer {
        drop: u8,
        list: Vec<Inner>,
        by_name: BTreeMap<String, Inner>,
        by_number: BTreeMap<u32, Option<Inner>>,
        #[serde(flatten)]
        flat: Flat,
        kinds: Vec<Kind>,
        value: Value,
        pair: (Inner, f64),
    }

    #[test]
    fn leaves_out_the_keys_at_any_depth_byte_for_byte_as_stripping_a_value_did() {
        let inner = |n: u8| Inner {
            keep: n,
            drop: vec![n, n],
            maybe: n.is_multiple_of(2).then(|| format!("text {n}")),
        };
        let outer = Outer {
            drop: 1,
            list: vec![inner(1), inner(2)],
            by_name: [("drop".to_owned(), inner(3)), ("b".to_owned(), inner(4))].into(),
            by_number: [(7, Some(inner(5))), (8, None)].into(),
            flat: Flat {
                also: "x",
                maybe: true,
            },
            kinds: vec![
                Kind::Plain,
                Kind::Wrapped(inner(6)),
                Kind::Fields { drop: 1, keep: 2 },
            ],
            value: json!({"drop": 1, "nested": [{"drop": 2, "keep": 0.1}]}),
            pair: (inner(7), f64::NAN),
        };
        for keys in [&[][..], &["drop"], &["drop", "keep", "maybe"], &["nested"]] {
            let keys: &'static [&'static str] = keys;
            let concise = serde_json::to_string(&Without {
                value: &outer,
                keys,
            })
            .unwrap();
            let stripped = strip(serde_json::to_value(&outer).unwrap(), keys).to_string();
            assert_eq!(concise, stripped, "without {keys:?}");
        }
    }
}
