//! What a load client does next: a weighted mix of operations.

use std::fmt;
use std::str::FromStr;

/// One kind of request the load generator sends.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Operation {
    /// Re-rates a random cell of a cycle in the consequences component.
    RateConsequence,
    /// Asks for the Pugh totals (a read, but audited: one append).
    ComputePughTotals,
    /// Adds an objective to the client's cycle in the objectives component.
    AddObjective,
    /// Reads the Pugh view from the read model (`GET …/pugh`): no append.
    GetPugh,
}

impl Operation {
    pub const ALL: [Operation; 4] = [
        Operation::RateConsequence,
        Operation::ComputePughTotals,
        Operation::AddObjective,
        Operation::GetPugh,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Operation::RateConsequence => "rate_consequence",
            Operation::ComputePughTotals => "compute_pugh_totals",
            Operation::AddObjective => "add_objective",
            Operation::GetPugh => "get_pugh",
        }
    }

    /// Tool calls are durable writes (each appends at least its audit
    /// record); reads of the read model are not.
    pub fn is_tool_call(self) -> bool {
        self != Operation::GetPugh
    }
}

/// Weights per operation, e.g. `rate_consequence=70,compute_pugh_totals=20,add_objective=10`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mix {
    weights: Vec<(Operation, u32)>,
    total: u32,
}

impl Mix {
    /// The operation a uniform draw `r` (any u64) picks.
    pub fn pick(&self, r: u64) -> Operation {
        let mut ticket = (r % u64::from(self.total)) as u32;
        for &(operation, weight) in &self.weights {
            if ticket < weight {
                return operation;
            }
            ticket -= weight;
        }
        unreachable!("tickets are below the total weight")
    }

    pub fn includes(&self, operation: Operation) -> bool {
        self.weights.iter().any(|&(o, w)| o == operation && w > 0)
    }
}

impl FromStr for Mix {
    type Err = String;

    fn from_str(s: &str) -> Result<Mix, String> {
        let mut weights = Vec::new();
        for part in s.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let (name, weight) = part
                .split_once('=')
                .ok_or_else(|| format!("`{part}`: expected name=weight"))?;
            let operation = Operation::ALL
                .into_iter()
                .find(|o| o.name() == name.trim())
                .ok_or_else(|| {
                    let names: Vec<&str> = Operation::ALL.iter().map(|o| o.name()).collect();
                    format!("unknown operation `{name}`; known: {}", names.join(", "))
                })?;
            let weight: u32 = weight
                .trim()
                .parse()
                .map_err(|_| format!("`{part}`: the weight must be a whole number"))?;
            weights.push((operation, weight));
        }
        let total = weights.iter().map(|&(_, w)| w).sum();
        if total == 0 {
            return Err("the mix needs at least one operation with a weight above 0".into());
        }
        Ok(Mix { weights, total })
    }
}

impl fmt::Display for Mix {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self
            .weights
            .iter()
            .map(|(o, w)| format!("{}={w}", o.name()))
            .collect();
        f.write_str(&parts.join(","))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn picks_in_proportion_to_the_weights() {
        let mix: Mix = "rate_consequence=70, compute_pugh_totals=20,add_objective=10"
            .parse()
            .unwrap();
        let mut counts = std::collections::HashMap::new();
        for r in 0..1000u64 {
            *counts.entry(mix.pick(r)).or_insert(0) += 1;
        }
        assert_eq!(counts[&Operation::RateConsequence], 700);
        assert_eq!(counts[&Operation::ComputePughTotals], 200);
        assert_eq!(counts[&Operation::AddObjective], 100);
        assert!(!mix.includes(Operation::GetPugh));
        assert_eq!(
            mix.to_string(),
            "rate_consequence=70,compute_pugh_totals=20,add_objective=10"
        );
    }

    #[test]
    fn bad_mixes_say_what_is_wrong() {
        let err = "rate=1".parse::<Mix>().unwrap_err();
        assert!(err.contains("known: rate_consequence"), "{err}");
        assert!(
            "get_pugh=x"
                .parse::<Mix>()
                .unwrap_err()
                .contains("whole number")
        );
        assert!("get_pugh=0".parse::<Mix>().unwrap_err().contains("above 0"));
        assert!(
            "get_pugh"
                .parse::<Mix>()
                .unwrap_err()
                .contains("name=weight")
        );
    }
}
